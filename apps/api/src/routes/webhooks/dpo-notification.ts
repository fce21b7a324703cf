import type { FastifyInstance } from 'fastify';
import { enqueuePaymentJob } from '@guidepass/payments/enqueue-payment-job';
import { findPaymentByProviderRef } from '@guidepass/payments/payments-repository';
import { readDpoNotification } from '@guidepass/providers/dpo/dpo-notification';
import { InvalidNotification, Unavailable } from '../../errors.ts';

/** DPO's notifications are small; anything bigger is not one. */
const bodyLimit = 16 * 1024;

/**
 * POST /webhooks/dpo: DPO's unsigned notification (product.md §13, providers.md §6.5) is a hint. It answers "OK"
 * (what DPO expects) as soon as it has queued a confirm for the payment whose token it names: the worker verifies the
 * token we stored (confirm-payment.ts), so nothing in the body is believed, and a duplicated or late notification
 * credits nothing twice (the queued job is one per payment; a captured payment is left alone). A token we do not
 * know, or one with another payment's CompanyRef, is answered the same and changes nothing; a body naming no token
 * is a 400.
 */
export default async function dpoNotificationRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit }, (_request, body, done) => done(null, body));

  app.post('/dpo', { bodyLimit }, async (request, reply) => {
    const notification = readDpoNotification(typeof request.body === 'string' ? request.body : '');
    if (!notification) throw new InvalidNotification();
    const payment = await findPaymentByProviderRef(app.db, 'dpo', notification.transToken);
    if (payment && (notification.companyRef === null || notification.companyRef === payment.id)) {
      const job = { kind: 'confirm-payment', paymentId: payment.id, requestId: request.id } as const;
      await enqueuePaymentJob(app.queues.payments, job).catch((error) => {
        request.log.error({ err: error, paymentId: payment.id }, 'DPO notification not queued');
        throw new Unavailable();
      });
    }
    return reply.type('text/plain; charset=utf-8').send('OK');
  });
}
