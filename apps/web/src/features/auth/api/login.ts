import type { ApiClient } from '../../../lib/api-client.ts';
import type { TokenAnswer } from '../../../lib/session/session-types.ts';

/** Signs in; an unverified user is signed in too, with emailVerified false and a message. */
export function login(client: ApiClient, body: { email: string; password: string }) {
  return client.call<TokenAnswer>('/auth/login', { method: 'POST', body });
}
