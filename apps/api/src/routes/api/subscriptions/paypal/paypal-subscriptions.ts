import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findSubscriptionByPayPalId } from '@guidepass/payments/providers/paypal/paypal-subscriptions-repository';
import { requestSubscriptionConfirm } from '@guidepass/payments/providers/paypal/request-paypal-subscription-confirm';
import { Body, Data, TierId } from '../../../../schemas/common.ts';
import { callerOf } from '../../../../lib/auth/caller.ts';
import { startSubscription } from '../../../../services/payments/start-subscription.ts';
import { captureDeps, unlessNotQueued } from '../../../../services/payments/request-capture.ts';
import { rateLimitHook } from '../../../../lib/auth/auth-rate-limits.ts';
import { paymentStartLimit } from '../../../../services/payments/payment-start-limit.ts';
import { PaymentNotFound } from '../../../../errors.ts';

// PayPal's subscription ids: I-… (providers.md §1.8).
const PayPalSubscriptionId = Type.String({ pattern: '^I-[A-Z0-9]{1,40}$' });

/** PayPal subscriptions: start one (approve at PayPal), and confirm it after the return so the first read is active. */
export default async function paypalSubscriptionsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  // A confirm holds a worker job and PayPal calls, like a capture: the same per-member budget.
  const confirmPerUser = rateLimitHook(app, 'capture', (request) => `capture:user:${callerOf(request).id}`, app.config.rateLimit.capturePerUser);

  typed.post(
    '',
    {
      schema: {
        body: Body({ selectedTierId: TierId }),
        response: { 200: Data(Type.Object({ redirectUrl: Type.String(), subscriptionId: Type.String() })) },
      },
      preHandler: paymentStartLimit(app),
    },
    async (request) => ({ data: await startSubscription(app, callerOf(request).id, request.body.selectedTierId) }),
  );

  typed.post(
    '/confirm',
    {
      schema: { body: Body({ subscriptionId: PayPalSubscriptionId }), response: { 200: Data(Type.Object({ success: Type.Boolean(), status: Type.String() })) } },
      onRequest: confirmPerUser,
    },
    async (request) => {
      const subscription = await findSubscriptionByPayPalId(app.db, request.body.subscriptionId);
      // Another member's subscription answers like an unknown one: ids are not to be probed.
      if (!subscription || subscription.user_id !== callerOf(request).id) throw new PaymentNotFound();
      const confirm = requestSubscriptionConfirm(captureDeps(app), subscription.id, request.id);
      return { data: await unlessNotQueued(request.log, 'subscription confirm job not queued', { subscriptionId: subscription.id }, confirm) };
    },
  );
}
