import type { ApiClient } from '../../../lib/api-client.ts';

export type ConfirmPasswordResetInput = ({ token: string } | { email: string; code: string }) & {
  password: string;
  confirmPassword: string;
};

export function confirmPasswordReset(client: ApiClient, body: ConfirmPasswordResetInput) {
  return client.call<{ message: string }>('/auth/password-reset/confirm', { method: 'POST', body });
}
