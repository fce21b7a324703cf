import type { FastifyInstance } from 'fastify';
import { messages } from '@guidepass/domain/messages';
import { ProviderError } from '@guidepass/providers/provider-error';
import { findLiveSubscription, markSubscriptionCancelled } from '../repositories/membership-repository.ts';
import { NoAutoRenew, ProviderUnavailable } from '../errors.ts';

const endedAtPayPal = ['CANCELLED', 'EXPIRED'];

/**
 * Turns the member's automatic renewal off: cancels the live subscription at PayPal, then records it CANCELLED.
 * The paid-through date is left as it is (access stays until then). No live subscription is a 404, so a repeat is
 * a 404 too. PayPal refusing because it is already cancelled there (a 422) still records it; down or refusing
 * otherwise is a 503 and our record stays live.
 */
export async function cancelAutoRenew(app: FastifyInstance, userId: string): Promise<void> {
  const subscription = await findLiveSubscription(app.db, userId);
  if (!subscription) throw new NoAutoRenew();
  const paypal = app.providers.paypal;
  const unavailable = () => new ProviderUnavailable(messages.providerUnavailable('PayPal'));
  if (!paypal) throw unavailable();
  const paypalId = subscription.paypal_subscription_id!;
  try {
    await paypal.cancelSubscription(paypalId, 'Automatic renewal turned off by the member');
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    const ended = error.status === 422 && endedAtPayPal.includes((await paypal.getSubscription(paypalId).catch(() => null))?.status ?? '');
    if (!ended) {
      app.log.warn({ err: error, userId }, 'PayPal refused to cancel a subscription');
      throw unavailable();
    }
  }
  await markSubscriptionCancelled(app.db, subscription.id);
}
