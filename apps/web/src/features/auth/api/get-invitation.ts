import type { ApiClient } from '../../../lib/api-client.ts';

/** Whom an open salesperson invite names (public; the full name only). 400 `invalid-claim-token` when it is not open. */
export function getInvitation(client: ApiClient, token: string, signal?: AbortSignal) {
  return client.call<{ fullName: string }>(`/api/salesperson-invites/${encodeURIComponent(token)}`, { signal });
}
