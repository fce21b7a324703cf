import type { ApiClient } from '../../../lib/api-client.ts';

export interface SignUpInput {
  email: string;
  password: string;
  confirmPassword: string;
  /** The salesperson's names; left out when a referral code decides the salesperson. */
  firstName?: string;
  lastName?: string;
  referralCode?: string;
  /** After a close match ("Did you mean …?"): create the typed salesperson anyway. */
  confirmNewSalesperson?: boolean;
}

/** Creates the account; it does not sign in (the e-mail must be verified first). */
export function signUp(client: ApiClient, body: SignUpInput) {
  return client.call<{ uid: string; message: string }>('/auth/signup', { method: 'POST', body });
}
