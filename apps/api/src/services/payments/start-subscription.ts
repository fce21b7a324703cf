import type { FastifyInstance } from 'fastify';
import { appAddresses, appUrlOf } from '@guidepass/domain/app-addresses';
import { paymentMethodLabels, paymentProviderBrands } from '@guidepass/domain/payment-providers';
import { ProviderError } from '@guidepass/providers/provider-error';
import { findActivePricedTier } from '@guidepass/payments/tier-prices';
import { refuseWithoutRoom } from '@guidepass/payments/open-starts';
import { renewalLifecycle, renewalProvider } from '@guidepass/payments/renewal-provider';
import { AutoRenewOn, InvalidTier, failureWith, TooManyOpenPayments, Unavailable } from '../../errors.ts';
import { purchaseNow } from '@guidepass/payments/purchase-now';

export interface StartedSubscription {
  subscriptionId: string;
  redirectUrl: string;
}

/**
 * Opens a subscription at the renewal provider (PayPal: its module's `renewal.opener`) on the plan of the purchase
 * the member makes now (purchase-now.ts): a member who is not active gets the tier's first-cycle plan (2 weeks at 2 ×
 * the weekly price, then weekly) from now, an active one the weekly plan from the paid-through date. The provider
 * unconfigured, down or refusing is a 503 naming it. Turning renewal on from My membership has the provider send the
 * browser back there rather than to a purchase's return (`returnTo: 'membership'`).
 * One renewal at a time: a member with a live (approved or active) subscription is refused, 409 `auto-renew-on`.
 */
export async function startSubscription(
  app: FastifyInstance,
  userId: string,
  tierId: string,
  options: { returnTo?: 'purchase' | 'membership' } = {},
): Promise<StartedSubscription> {
  if (await renewalLifecycle.findLive(app.db, userId)) throw new AutoRenewOn();
  const tier = await findActivePricedTier(app.db, tierId);
  if (!tier) throw new InvalidTier();
  // Without Redis no confirmation or webhook could be queued: better no subscription than one that cannot complete.
  await app.redis.ping().catch(() => {
    throw new Unavailable();
  });
  const open = renewalLifecycle.opener(app.providers);
  const unavailable = () => failureWith('ProviderUnavailable', { provider: paymentMethodLabels[renewalProvider] });
  if (!open) throw unavailable();
  const purchase = await purchaseNow(app.db, userId);
  // Before the plan is looked up (and perhaps made at the provider): a refused start leaves nothing anywhere.
  const room = { limit: app.config.rateLimit.openPaymentsPerUser, refuse: (seconds: number) => new TooManyOpenPayments(seconds) };
  await refuseWithoutRoom(app.db, userId, room);
  const appUrl = app.config.appUrl;
  const toMembership = options.returnTo === 'membership';
  try {
    const opened = await open(app.db, {
      userId,
      tier,
      purchase,
      room,
      returnUrl: appUrlOf(appUrl, toMembership ? appAddresses.renewalApproved : appAddresses.paymentReturn),
      cancelUrl: appUrlOf(appUrl, toMembership ? appAddresses.renewalCancelled : appAddresses.paymentCancel),
    });
    return { subscriptionId: opened.subscriptionId, redirectUrl: opened.approveUrl };
  } catch (error) {
    if (error instanceof ProviderError) {
      app.log.warn({ err: error, userId }, `${paymentProviderBrands[renewalProvider]} refused to start a subscription`);
      throw unavailable();
    }
    throw error;
  }
}
