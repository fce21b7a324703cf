import type { ApiClient } from '../../../lib/api-client.ts';

export function verifyEmail(client: ApiClient, body: { token: string } | { email: string; code: string }) {
  return client.call<{ message: string }>('/auth/verify-email', { method: 'POST', body });
}
