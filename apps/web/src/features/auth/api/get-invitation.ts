import type { ApiClient } from '../../../lib/api-client.ts';

/** Whom an open salesperson invite names and the address it was mailed to (public). 400 `invalid-claim-token` when it is not open. */
export function getInvitation(client: ApiClient, token: string, signal?: AbortSignal) {
  return client.call<{ fullName: string; email: string }>(`/api/salesperson-invites/${encodeURIComponent(token)}`, { signal });
}
