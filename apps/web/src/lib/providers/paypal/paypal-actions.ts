import { messages } from '@guidepass/domain/messages';
import type { ProviderActions } from '../web-provider.ts';
import { capturePaypalOrder } from './capture-order.ts';
import { confirmPaypalSubscription } from './confirm-subscription.ts';
import { startPaypalSubscription } from './start-subscription.ts';

/** PayPal's own ways: a purchase starts a subscription; its return confirms that subscription, or captures an order. */
export const paypalActions: ProviderActions = {
  unavailableMessage: messages.paypalUnavailable,
  start: startPaypalSubscription,
  captureReturn: (session, { token, subscriptionId }) =>
    subscriptionId !== null ? confirmPaypalSubscription(session, subscriptionId) : capturePaypalOrder(session, token ?? ''),
  confirmSubscription: confirmPaypalSubscription,
};
