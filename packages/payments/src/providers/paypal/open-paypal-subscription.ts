import type { Db } from '@guidepass/db';
import type { PayPalClient } from '@guidepass/providers/paypal-client';
import { ProviderError } from '@guidepass/providers/provider-error';
import { recordStartIfRoom, type StartRoom } from '../../open-starts.ts';
import type { PricedTier } from '../../tier-prices.ts';
import type { MemberPurchase } from '../../purchase-now.ts';
import { withPayPalPlan } from './paypal-plans.ts';
import { deleteUnopenedSubscription, insertSubscription, setPayPalSubscriptionId } from './paypal-subscriptions-repository.ts';

/** A subscription to open: whose, on which tier and purchase, within which room for open starts, and where PayPal sends the browser back. */
export interface SubscriptionOpening {
  userId: string;
  tier: PricedTier;
  purchase: Pick<MemberPurchase, 'plan' | 'startsAt'>;
  room: StartRoom;
  returnUrl: string;
  cancelUrl: string;
}

/**
 * Opens a PayPal subscription on the tier's plan of the purchase (made at PayPal on first use). Our record first
 * (unless the member has too many open starts, open-starts.ts), then PayPal's with our id as custom_id and
 * PayPal-Request-Id; a record PayPal refused is removed, so it does not count as an open start for 24 h. Answers
 * PayPal's id (I-…) and its approval page; a refusal or outage throws PayPal's ProviderError.
 */
export async function openPayPalSubscription(db: Db, paypal: PayPalClient, opening: SubscriptionOpening): Promise<{ subscriptionId: string; approveUrl: string }> {
  const { userId, tier, purchase, room } = opening;
  // A kept plan PayPal has forgotten (a wiped sandbox, another account) is made again and the start tried once more.
  const { subscriptionId, opened } = await withPayPalPlan(db, paypal, tier, purchase.plan, async (plan) => {
    const subscriptionId = await recordStartIfRoom(db, userId, room, (trx) =>
      insertSubscription(trx, {
        userId,
        tierId: tier.id,
        paypalPlanId: plan.paypalPlanId,
        currency: plan.currency,
        weeklyAmountMinor: plan.weeklyAmountMinor,
        weeklyPriceThebe: tier.weekly_price_thebe,
      }),
    );
    try {
      const opened = await paypal.createSubscription({
        planId: plan.paypalPlanId,
        customId: subscriptionId,
        returnUrl: opening.returnUrl,
        cancelUrl: opening.cancelUrl,
        requestId: `subscription-${subscriptionId}`,
        ...(purchase.startsAt ? { startTime: purchase.startsAt.toISOString() } : {}),
      });
      return { subscriptionId, opened };
    } catch (error) {
      // Refused at PayPal: nothing there names our record, so it goes rather than count as an open start for 24 h.
      if (error instanceof ProviderError) await deleteUnopenedSubscription(db, subscriptionId);
      throw error;
    }
  });
  await setPayPalSubscriptionId(db, subscriptionId, opened.id);
  return { subscriptionId: opened.id, approveUrl: opened.approveUrl };
}
