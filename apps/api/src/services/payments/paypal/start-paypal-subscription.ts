import type { FastifyInstance } from 'fastify';
import { appAddresses, appUrlOf } from '@guidepass/domain/app-addresses';
import { messages } from '@guidepass/domain/messages';
import { ProviderError } from '@guidepass/providers/provider-error';
import { withPayPalPlan } from '@guidepass/payments/providers/paypal/paypal-plans';
import { deleteUnopenedSubscription, insertSubscription, setPayPalSubscriptionId } from '@guidepass/payments/providers/paypal/paypal-subscriptions-repository';
import { findActivePricedTier } from '@guidepass/payments/tier-prices';
import { recordStartIfRoom, refuseWithoutRoom } from '@guidepass/payments/open-starts';
import { findLiveSubscription } from '../../../repositories/membership-repository.ts';
import { AutoRenewOn, InvalidTier, ProviderUnavailable, TooManyOpenPayments, Unavailable } from '../../../errors.ts';
import { purchaseNow } from '@guidepass/payments/purchase-now';

export interface StartedSubscription {
  subscriptionId: string;
  redirectUrl: string;
}

/**
 * Opens a PayPal subscription on the plan of the purchase the member makes now (purchase-now.ts): a member who is not
 * active gets the tier's first-cycle plan (2 weeks at 2 × the weekly price, then weekly) from now, an active one the
 * weekly plan from the paid-through date; the plan is made at PayPal on first use. Our record first (unless the
 * member has too many open starts, open-starts.ts), then PayPal's with our id as custom_id and PayPal-Request-Id.
 * PayPal unconfigured, down or refusing is a 503 naming it, and the record PayPal never opened is removed. Turning renewal on from My membership has PayPal send the browser back
 * there rather than to a purchase's return (`returnTo: 'membership'`).
 * One renewal at a time: a member with a live (approved or active) subscription is refused, 409 `auto-renew-on`.
 */
export async function startSubscription(
  app: FastifyInstance,
  userId: string,
  tierId: string,
  options: { returnTo?: 'purchase' | 'membership' } = {},
): Promise<StartedSubscription> {
  if (await findLiveSubscription(app.db, userId)) throw new AutoRenewOn();
  const tier = await findActivePricedTier(app.db, tierId);
  if (!tier) throw new InvalidTier();
  // Without Redis no confirmation or webhook could be queued: better no subscription than one that cannot complete.
  await app.redis.ping().catch(() => {
    throw new Unavailable();
  });
  const paypal = app.providers.paypal;
  const unavailable = () => new ProviderUnavailable(messages.providerUnavailable('PayPal'));
  if (!paypal) throw unavailable();
  const purchase = await purchaseNow(app.db, userId);
  // Before the plan is looked up (and perhaps made at PayPal): a refused start leaves nothing anywhere.
  const room = { limit: app.config.rateLimit.openPaymentsPerUser, refuse: (seconds: number) => new TooManyOpenPayments(seconds) };
  await refuseWithoutRoom(app.db, userId, room);
  try {
    // A kept plan PayPal has forgotten (a wiped sandbox, another account) is made again and the start tried once more.
    const { subscriptionId, opened } = await withPayPalPlan(app.db, paypal, tier, purchase.plan, async (plan) => {
      const subscriptionId = await recordStartIfRoom(app.db, userId, room, (trx) =>
        insertSubscription(trx, {
          userId,
          tierId: tier.id,
          paypalPlanId: plan.paypalPlanId,
          currency: plan.currency,
          weeklyAmountMinor: plan.weeklyAmountMinor,
          weeklyPriceThebe: tier.weekly_price_thebe,
        }),
      );
      const appUrl = app.config.appUrl;
      const toMembership = options.returnTo === 'membership';
      try {
        const opened = await paypal.createSubscription({
          planId: plan.paypalPlanId,
          customId: subscriptionId,
          returnUrl: appUrlOf(appUrl, toMembership ? appAddresses.renewalApproved : appAddresses.paymentReturn),
          cancelUrl: appUrlOf(appUrl, toMembership ? appAddresses.renewalCancelled : appAddresses.paymentCancel),
          requestId: `subscription-${subscriptionId}`,
          ...(purchase.startsAt ? { startTime: purchase.startsAt.toISOString() } : {}),
        });
        return { subscriptionId, opened };
      } catch (error) {
        // Refused at PayPal: nothing there names our record, so it goes rather than count as an open start for 24 h.
        if (error instanceof ProviderError) await deleteUnopenedSubscription(app.db, subscriptionId);
        throw error;
      }
    });
    await setPayPalSubscriptionId(app.db, subscriptionId, opened.id);
    return { subscriptionId: opened.id, redirectUrl: opened.approveUrl };
  } catch (error) {
    if (error instanceof ProviderError) {
      app.log.warn({ err: error, userId }, 'PayPal refused to start a subscription');
      throw unavailable();
    }
    throw error;
  }
}
