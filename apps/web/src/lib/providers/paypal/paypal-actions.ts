import type { WebProvider } from '../web-provider.ts';
import { capturePaypalOrder } from './capture-order.ts';
import { confirmPaypalSubscription } from './confirm-subscription.ts';
import { startPaypalSubscription } from './start-subscription.ts';

/**
 * PayPal's own ways: a purchase starts a subscription. Its return carries a subscription's `subscription_id` (its
 * `token` is then the approval's, never an order to capture), confirmed, else an order's `token`, captured.
 */
export const webProvider: WebProvider = {
  name: 'paypal',
  actions: {
    start: startPaypalSubscription,
    ownReturnId: ({ token, subscriptionId }) => subscriptionId ?? token,
    captureReturn: (session, { token, subscriptionId }) =>
      subscriptionId !== null ? confirmPaypalSubscription(session, subscriptionId) : capturePaypalOrder(session, token ?? ''),
    confirmSubscription: confirmPaypalSubscription,
  },
};
