import type { FastifyInstance } from 'fastify';
import { appAddresses, appUrlOf } from '@guidepass/domain/app-addresses';
import { messages } from '@guidepass/domain/messages';
import { ProviderError } from '@guidepass/providers/provider-error';
import { ensurePayPalPlan } from '@guidepass/payments/paypal-plans';
import type { PayPalPlanKind } from '@guidepass/db';
import { insertSubscription, setPayPalSubscriptionId } from '@guidepass/payments/subscriptions-repository';
import { findActiveTier } from '../repositories/tiers-repository.ts';
import { findLiveSubscription } from '../repositories/membership-repository.ts';
import { AutoRenewOn, InvalidTier, ProviderUnavailable, Unavailable } from '../errors.ts';

export interface StartedSubscription {
  subscriptionId: string;
  redirectUrl: string;
}

/**
 * Opens a PayPal subscription on the tier's first-cycle plan (2 weeks at 2 × the weekly price, then weekly; the plan
 * is made at PayPal on first use): our record first, then PayPal's with our id as custom_id and PayPal-Request-Id.
 * PayPal unconfigured, down or refusing is a 503 naming it; the record left APPROVAL_PENDING without a PayPal id is
 * inert (nothing can confirm or bill it). Turning renewal on again uses the weekly plan from a start time instead,
 * and PayPal sends the browser back to My membership rather than to a purchase's return (`returnTo: 'membership'`).
 * One renewal at a time: a member with a live (approved or active) subscription is refused, 409 `auto-renew-on`.
 */
export async function startSubscription(
  app: FastifyInstance,
  userId: string,
  tierId: string,
  options: { plan?: PayPalPlanKind; startTime?: Date; returnTo?: 'purchase' | 'membership' } = {},
): Promise<StartedSubscription> {
  if (await findLiveSubscription(app.db, userId)) throw new AutoRenewOn();
  const tier = await findActiveTier(app.db, tierId);
  if (!tier) throw new InvalidTier();
  // Without Redis no confirmation or webhook could be queued: better no subscription than one that cannot complete.
  await app.redis.ping().catch(() => {
    throw new Unavailable();
  });
  const paypal = app.providers.paypal;
  const unavailable = () => new ProviderUnavailable(messages.providerUnavailable('PayPal'));
  if (!paypal) throw unavailable();
  try {
    const plan = await ensurePayPalPlan(app.db, paypal, tier, options.plan ?? 'first-cycle');
    const subscriptionId = await insertSubscription(app.db, {
      userId,
      tierId: tier.id,
      paypalPlanId: plan.paypalPlanId,
      currency: plan.currency,
      weeklyAmountMinor: plan.weeklyAmountMinor,
      weeklyPriceThebe: tier.weekly_price_thebe,
    });
    const appUrl = app.config.appUrl;
    const toMembership = options.returnTo === 'membership';
    const opened = await paypal.createSubscription({
      planId: plan.paypalPlanId,
      customId: subscriptionId,
      returnUrl: appUrlOf(appUrl, toMembership ? appAddresses.renewalApproved : appAddresses.paymentReturn),
      cancelUrl: appUrlOf(appUrl, toMembership ? appAddresses.renewalCancelled : appAddresses.paymentCancel),
      requestId: `subscription-${subscriptionId}`,
      ...(options.startTime ? { startTime: options.startTime.toISOString() } : {}),
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
