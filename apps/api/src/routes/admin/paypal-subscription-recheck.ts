import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { runSubscriptionConfirm } from '@guidepass/payments/providers/paypal/request-paypal-subscription-confirm';
import { Data, Uuid } from '../../schemas/common.ts';
import { AdminSubscription, adminSubscriptionView, findAdminSubscription } from '@guidepass/payments/providers/paypal/paypal-admin-subscriptions';
import { captureDeps, unlessNotQueued } from '../../services/payments/request-capture.ts';
import { SubscriptionNotAtProvider, SubscriptionNotFound } from '../../errors.ts';

const RecheckView = Type.Object({
  /** whether the worker finished reading PayPal within the wait (false: PayPal was slow or down; the job retries) */
  checked: Type.Boolean(),
  /** sales credited since the re-check began: a sale PayPal charged whose webhook never came */
  newlyCredited: Type.Integer(),
  subscription: AdminSubscription,
});

/**
 * POST /admin/subscriptions/{id}/recheck (ADMIN_EMAILS, behind the area's guard), like the payments' re-check: the
 * worker's `confirm-paypal-subscription` job reads the subscription and its transactions at PayPal, records status and
 * next charge, and credits each completed sale once by its sale id (creditPayment: receipt, commission, rollup), so a
 * sale whose webhook was lost is credited and a second re-check credits nothing. Answers the fresh record.
 */
export default async function paypalSubscriptionRecheck(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/subscriptions/:id/recheck',
    {
      schema: {
        summary: 'Re-check a PayPal subscription with PayPal: status, next charge, missed charges credited once (ADMIN_EMAILS)',
        security: [{ bearer: [] }],
        params: Type.Object({ id: Uuid }),
        response: { 200: Data(RecheckView) },
      },
    },
    async (request) => {
      const before = await findAdminSubscription(app.db, request.params.id);
      if (!before) throw new SubscriptionNotFound();
      if (!before.paypal_subscription_id) throw new SubscriptionNotAtProvider();
      const recheck = runSubscriptionConfirm(captureDeps(app), before.id, request.id);
      const checked = await unlessNotQueued(request.log, 'subscription re-check job not queued', { subscriptionId: before.id }, recheck);
      const after = adminSubscriptionView((await findAdminSubscription(app.db, before.id)) ?? before);
      return { data: { checked, newlyCredited: Math.max(0, after.creditedSales - adminSubscriptionView(before).creditedSales), subscription: after } };
    },
  );
}
