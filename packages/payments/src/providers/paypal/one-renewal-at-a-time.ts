import { cancelPayPalSubscription } from './cancel-paypal-subscription.ts';
import { liveSubscriptionStatuses } from '../../live-subscription-statuses.ts';
import type { PaymentDeps } from '../../payment-deps.ts';

/**
 * One renewal at a time. A member who went to PayPal twice before approving (the back button, two tabs) can approve
 * two subscriptions and would be charged twice a week. Once a subscription of theirs is live, every live one but the
 * oldest is cancelled at PayPal; sales already taken stay credited. Checked under the member's row lock, after the
 * caller recorded its subscription's status, so of two confirmations running together the second always sees both.
 * A PayPal refusal throws, and the job is retried.
 */
export async function cancelSecondRenewals(deps: PaymentDeps, userId: string | null): Promise<void> {
  if (!userId || !deps.paypal) return;
  const paypal = deps.paypal;
  await deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirst();
    const live = await trx
      .selectFrom('subscriptions')
      .select(['id', 'paypal_subscription_id'])
      .where('user_id', '=', userId)
      .where('status', 'in', liveSubscriptionStatuses)
      .where('paypal_subscription_id', 'is not', null)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    for (const extra of live.slice(1)) {
      await cancelPayPalSubscription(trx, paypal, extra, 'A second automatic renewal of the same member');
      deps.logger.warn({ userId, subscriptionId: extra.id }, 'cancelled a second live subscription of one member');
    }
  });
}
