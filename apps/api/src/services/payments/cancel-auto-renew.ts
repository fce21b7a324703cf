import type { FastifyInstance } from 'fastify';
import { paymentMethodLabels, paymentProviderBrands } from '@guidepass/domain/payment-providers';
import { ProviderError } from '@guidepass/providers/provider-error';
import { renewalLifecycle, renewalProvider, type CancellableSubscription } from '@guidepass/payments/renewal-provider';
import { recordSubscriptionAudit } from '@guidepass/payments/subscription-audit-repository';
import { failureWith, NoAutoRenew } from '../../errors.ts';

/** Cancels at the renewal provider (PayPal, its module's `renewal.canceller`); unconfigured, down or refusing is a 503 naming it. */
async function cancelAtProvider(app: FastifyInstance, subscription: CancellableSubscription, reason: string) {
  const cancel = renewalLifecycle.canceller(app.providers);
  const unavailable = () => failureWith('ProviderUnavailable', { provider: paymentMethodLabels[renewalProvider] });
  if (!cancel) throw unavailable();
  try {
    return await cancel(app.db, subscription, reason);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    app.log.warn({ err: error, subscriptionId: subscription.id }, `${paymentProviderBrands[renewalProvider]} refused to cancel a subscription`);
    throw unavailable();
  }
}

/**
 * Turns the member's automatic renewal off: cancels the live subscription at PayPal (cancelAtProvider). The
 * paid-through date is left as it is (access stays until then). No live subscription is a 404, so a repeat is a 404 too.
 */
export async function cancelAutoRenew(app: FastifyInstance, userId: string): Promise<void> {
  const subscription = await renewalLifecycle.findLive(app.db, userId);
  if (!subscription) throw new NoAutoRenew();
  await cancelAtProvider(app, subscription, 'Automatic renewal turned off by the member');
}

/**
 * Before an account is deleted: every subscription it started that PayPal could still charge or activate (awaiting
 * approval, approved, active or suspended) is cancelled there, each with an audit line, so no one is charged for an
 * account that is gone. One still awaiting approval cannot be cancelled at PayPal: it is recorded cancelled, and the
 * worker stops it if it is ever approved. Throws (503) if PayPal cannot be reached, and the account is then kept.
 */
export async function cancelAllRenewals(app: FastifyInstance, userId: string): Promise<void> {
  for (const subscription of await renewalLifecycle.findStoppable(app.db, userId)) {
    const outcome = await cancelAtProvider(app, subscription, 'Account deleted by the member');
    await recordSubscriptionAudit(app.db, {
      subscriptionId: subscription.id,
      action: outcome === 'awaiting-approval' ? 'cancel-refused-awaiting-approval' : 'cancelled-for-deleted-account',
      detail: `at account deletion; status was ${subscription.status}`,
    });
  }
}
