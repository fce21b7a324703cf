import type { ProviderCalls } from '../web-provider.ts';
import { capturePaypalOrder } from './capture-order.ts';
import { confirmPaypalSubscription } from './confirm-subscription.ts';
import { startPaypalSubscription } from './start-subscription.ts';

/** PayPal's own routes: a purchase starts a subscription; its return confirms that subscription, or captures an order. */
export const paypalCalls: ProviderCalls = {
  start: startPaypalSubscription,
  captureReturn: (session, { token, subscriptionId }) =>
    subscriptionId !== null ? confirmPaypalSubscription(session, subscriptionId) : capturePaypalOrder(session, token ?? ''),
  confirmSubscription: confirmPaypalSubscription,
};
