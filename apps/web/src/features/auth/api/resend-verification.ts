import type { ApiClient } from '../../../lib/api-client.ts';

export function resendVerification(client: ApiClient, body: { email: string }) {
  return client.call<{ message: string }>('/auth/resend-verification', { method: 'POST', body });
}
