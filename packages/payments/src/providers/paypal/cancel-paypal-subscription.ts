import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';
import type { PayPalClient } from '@guidepass/providers/paypal-client';
import { ProviderError } from '@guidepass/providers/provider-error';

const endedAtPayPal = ['CANCELLED', 'EXPIRED'];

/**
 * Records that we cancelled the subscription at PayPal. Cancelling is final, so the event clock moves to now (or stays
 * if later): an older ACTIVATED arriving afterwards cannot make it live again.
 */
export async function markSubscriptionCancelled(db: Executor, subscriptionId: string): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set({ status: 'CANCELLED', next_charge_at: null, last_event_at: sql`greatest(coalesce(last_event_at, now()), now())`, updated_at: sql`now()` })
    .where('id', '=', subscriptionId)
    .execute();
}

/**
 * Cancels one subscription at PayPal, then records it CANCELLED. PayPal refusing because it is cancelled there
 * already (a 422) still records it. PayPal cannot cancel one still awaiting the buyer's approval: that one is recorded
 * CANCELLED on our side only ('awaiting-approval'), so an approval that comes later is stopped when it arrives. Any
 * other refusal throws the ProviderError and our record stays as it was.
 */
export async function cancelPayPalSubscription(
  db: Executor,
  paypal: PayPalClient,
  subscription: { id: string; paypal_subscription_id: string | null },
  reason: string,
): Promise<'cancelled' | 'awaiting-approval'> {
  const paypalId = subscription.paypal_subscription_id;
  if (!paypalId) throw new Error(`subscription ${subscription.id} has no PayPal id`);
  let outcome: 'cancelled' | 'awaiting-approval' = 'cancelled';
  try {
    await paypal.cancelSubscription(paypalId, reason);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.status !== 422) throw error;
    const there = (await paypal.getSubscription(paypalId).catch(() => null))?.status ?? '';
    if (there === 'APPROVAL_PENDING') outcome = 'awaiting-approval';
    else if (!endedAtPayPal.includes(there)) throw error;
  }
  await markSubscriptionCancelled(db, subscription.id);
  return outcome;
}
