import fp from 'fastify-plugin';
import { Queue } from 'bullmq';
import { jobOptions, mailJobId, paymentDedupId, queueNames, type MailJob, type PaymentJob } from '@guidepass/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    queues: {
      enqueueMail(job: MailJob): Promise<void>;
      enqueuePayment(job: PaymentJob): Promise<void>;
    };
  }
}

/** Producers for the worker's queues, sharing the API's fail-fast Redis connection. */
export default fp(
  async function queues(app) {
    const options = { connection: app.redis, prefix: app.config.queuePrefix };
    const mail = new Queue<MailJob>(queueNames.mail, options);
    const payments = new Queue<PaymentJob>(queueNames.payments, options);
    app.decorate('queues', {
      async enqueueMail(job: MailJob) {
        await mail.add(job.kind, job, { ...jobOptions.mail, jobId: mailJobId(job) });
      },
      async enqueuePayment(job: PaymentJob) {
        await payments.add(job.kind, job, { ...jobOptions.payments, deduplication: { id: paymentDedupId(job) } });
      },
    });
    app.addHook('onClose', async () => {
      await Promise.all([mail.close(), payments.close()]);
    });
  },
  { dependencies: ['redis'] },
);
