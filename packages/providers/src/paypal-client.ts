import { createPayPalCall, type PayPalClientOptions } from './paypal-call.ts';
import { createPayPalOrders } from './paypal-orders.ts';
import { createPayPalSubscriptions } from './paypal-subscriptions.ts';

/**
 * A small PayPal client: Orders v2 (paypal-orders.ts) and Billing Plans and Subscriptions v1 (paypal-subscriptions.ts)
 * over one OAuth session (paypal-call.ts).
 */
export function createPayPalClient(options: PayPalClientOptions) {
  const call = createPayPalCall(options);
  return {
    /** The PayPal account this client acts for, named by its client id (live and sandbox apps have their own): what kept plans and products belong to. */
    account: options.clientId,
    ...createPayPalOrders(call),
    ...createPayPalSubscriptions(call),
  };
}

export type PayPalClient = ReturnType<typeof createPayPalClient>;
