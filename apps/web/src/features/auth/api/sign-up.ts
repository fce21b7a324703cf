import type { ApiClient } from '../../../lib/api-client.ts';

export interface SignUpInput {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  referralCode?: string;
}

/** Creates the account; it does not sign in (the e-mail must be verified first). */
export function signUp(client: ApiClient, body: SignUpInput) {
  return client.call<{ uid: string; message: string }>('/auth/signup', { method: 'POST', body });
}
