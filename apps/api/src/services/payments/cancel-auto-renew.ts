import type { FastifyInstance } from 'fastify';
import { ProviderError } from '@guidepass/providers/provider-error';
import { cancelPayPalSubscription } from '@guidepass/payments/providers/paypal/cancel-paypal-subscription';
import { recordSubscriptionAudit } from '@guidepass/payments/subscription-audit-repository';
import { findLiveSubscription, findStoppableSubscriptions } from '../../repositories/membership-repository.ts';
import { failureWith, NoAutoRenew } from '../../errors.ts';

/** Cancels at PayPal (cancelPayPalSubscription); PayPal unconfigured, down or refusing is a 503 naming it. */
async function cancelAtPayPal(app: FastifyInstance, subscription: { id: string; paypal_subscription_id: string | null }, reason: string) {
  const paypal = app.providers.paypal;
  const unavailable = () => failureWith('ProviderUnavailable', { provider: 'PayPal' });
  if (!paypal) throw unavailable();
  try {
    return await cancelPayPalSubscription(app.db, paypal, subscription, reason);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    app.log.warn({ err: error, subscriptionId: subscription.id }, 'PayPal refused to cancel a subscription');
    throw unavailable();
  }
}

/**
 * Turns the member's automatic renewal off: cancels the live subscription at PayPal (cancelAtPayPal). The
 * paid-through date is left as it is (access stays until then). No live subscription is a 404, so a repeat is a 404 too.
 */
export async function cancelAutoRenew(app: FastifyInstance, userId: string): Promise<void> {
  const subscription = await findLiveSubscription(app.db, userId);
  if (!subscription) throw new NoAutoRenew();
  await cancelAtPayPal(app, subscription, 'Automatic renewal turned off by the member');
}

/**
 * Before an account is deleted: every subscription it started that PayPal could still charge or activate (awaiting
 * approval, approved, active or suspended) is cancelled there, each with an audit line, so no one is charged for an
 * account that is gone. One still awaiting approval cannot be cancelled at PayPal: it is recorded cancelled, and the
 * worker stops it if it is ever approved. Throws (503) if PayPal cannot be reached, and the account is then kept.
 */
export async function cancelAllRenewals(app: FastifyInstance, userId: string): Promise<void> {
  for (const subscription of await findStoppableSubscriptions(app.db, userId)) {
    const outcome = await cancelAtPayPal(app, subscription, 'Account deleted by the member');
    await recordSubscriptionAudit(app.db, {
      subscriptionId: subscription.id,
      action: outcome === 'awaiting-approval' ? 'cancel-refused-awaiting-approval' : 'cancelled-for-deleted-account',
      detail: `at account deletion; status was ${subscription.status}`,
    });
  }
}
