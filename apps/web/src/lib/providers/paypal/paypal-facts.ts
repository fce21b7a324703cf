import type { ProviderFacts } from '../web-provider.ts';

/**
 * PayPal: a purchase is a subscription that renews weekly (product.md §8). Its return carries no payment of ours but
 * its own ids: a subscription's `subscription_id` (its `token` is then the approval's, never an order to capture),
 * else an order's `token`.
 */
export const paypalFacts: ProviderFacts = {
  renews: true,
  ownReturnId: ({ token, subscriptionId }) => subscriptionId ?? token,
};
