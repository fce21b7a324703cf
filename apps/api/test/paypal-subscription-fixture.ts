import type { FastifyInstance } from 'fastify';

/**
 * A subscription of `userId` on the local tier's weekly PayPal plan, as open-paypal-subscription.ts records one
 * (APPROVAL_PENDING), with PayPal's id when given.
 */
export async function weeklyPaypalSubscription(app: FastifyInstance, userId: string, paypalSubscriptionId: string | null) {
  await app.db
    .insertInto('paypal_plans')
    .values({ tier_id: 'local', kind: 'weekly', currency: 'USD', weekly_amount_minor: 370, paypal_product_id: 'PROD-1', paypal_plan_id: 'P-WEEKLY' })
    .onConflict((c) => c.column('paypal_plan_id').doNothing())
    .execute();
  return app.db
    .insertInto('subscriptions')
    .values({ user_id: userId, tier_id: 'local', paypal_subscription_id: paypalSubscriptionId, paypal_plan_id: 'P-WEEKLY', currency: 'USD', weekly_amount_minor: 370, weekly_price_thebe: 5000 })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
}
