import type { ApiClient } from '../../../lib/api-client.ts';

/** Whom a referral code names (public; the full name only). 404 reason `unknown-referral-code` for no one. */
export function getReferralSalesperson(client: ApiClient, code: string, signal?: AbortSignal) {
  return client.call<{ fullName: string }>(`/api/salespersons/by-code/${encodeURIComponent(code)}`, { signal });
}
