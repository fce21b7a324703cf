import type { ProviderFacts } from '../web-provider.ts';

/** PayPal: a purchase is a subscription that renews weekly (product.md §8); its return carries its own ids, not our payment. */
export const paypalFacts: ProviderFacts = {
  renews: true,
  returnsOwnIds: true,
};
