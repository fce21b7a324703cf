import type { ApiClient } from '../../../lib/api-client.ts';

export interface TierCatalogue {
  tiers: { id: string; name: string; weeklyPrice: string }[];
}

/** GET /api/tiers/catalogue: public; the tiers and weekly prices on sale, from the tiers table. */
export function getTierCatalogue(client: ApiClient) {
  return client.call<TierCatalogue>('/api/tiers/catalogue');
}
