import type { ApiClient } from '../../../lib/api-client.ts';

export function requestPasswordReset(client: ApiClient, body: { email: string }) {
  return client.call<{ message: string }>('/auth/password-reset', { method: 'POST', body });
}
