import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { findSubscriptionByPayPalId } from '@guidepass/payments/subscriptions-repository';
import { CaptureNotQueued, type CaptureDeps } from '@guidepass/payments/request-capture';
import { requestSubscriptionConfirm } from '@guidepass/payments/request-subscription-confirm';
import { Body, Data } from '../../schemas/common.ts';
import { callerOf } from '../../plugins/app/authenticate.ts';
import { startSubscription } from '../../services/start-subscription.ts';
import { captureWaitMs } from '../../services/request-capture.ts';
import { rateLimitHook } from '../../lib/auth-rate-limits.ts';
import { PaymentNotFound, Unavailable } from '../../errors.ts';

const TierId = Type.String({ minLength: 1, maxLength: 20 });
// PayPal's subscription ids: I-… (providers.md §1.8).
const PayPalSubscriptionId = Type.String({ pattern: '^I-[A-Z0-9]{1,40}$' });

/** PayPal subscriptions: start one (approve at PayPal), and confirm it after the return so the first read is active. */
export default async function subscriptionsRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', app.requireVerifiedEmail);
  // A confirm holds a worker job and PayPal calls, like a capture: the same per-member budget.
  const confirmPerUser = rateLimitHook(app, 'capture', (request) => `capture:user:${callerOf(request).id}`, app.config.rateLimit.capturePerUser);

  typed.post(
    '/subscriptions/paypal',
    {
      schema: {
        body: Body({ selectedTierId: TierId }),
        response: { 200: Data(Type.Object({ redirectUrl: Type.String(), subscriptionId: Type.String() })) },
      },
    },
    async (request) => ({ data: await startSubscription(app, callerOf(request).id, request.body.selectedTierId) }),
  );

  typed.post(
    '/subscriptions/paypal/confirm',
    {
      schema: { body: Body({ subscriptionId: PayPalSubscriptionId }), response: { 200: Data(Type.Object({ success: Type.Boolean(), status: Type.String() })) } },
      onRequest: confirmPerUser,
    },
    async (request) => {
      const subscription = await findSubscriptionByPayPalId(app.db, request.body.subscriptionId);
      // Another member's subscription answers like an unknown one: ids are not to be probed.
      if (!subscription || subscription.user_id !== callerOf(request).id) throw new PaymentNotFound();
      const deps: CaptureDeps = { db: app.db, queue: app.queues.payments, queueEvents: app.queues.paymentEvents, waitMs: captureWaitMs };
      try {
        return { data: await requestSubscriptionConfirm(deps, subscription.id, request.id) };
      } catch (error) {
        if (!(error instanceof CaptureNotQueued)) throw error;
        request.log.error({ err: error.cause, subscriptionId: subscription.id }, 'subscription confirm job not queued');
        throw new Unavailable();
      }
    },
  );
}
