import fp from 'fastify-plugin';
import { Queue } from 'bullmq';
import { jobOptions, mailJobId, paymentDedupId, queueNames, type MailJob, type PaymentJob } from '@guidepass/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    queues: {
      enqueueMail(job: MailJob): Promise<void>;
      enqueuePayment(job: PaymentJob): Promise<void>;
      /** job counts per queue and state, for the metrics */
      counts(): Promise<Record<string, Record<string, number>>>;
      /** the queues themselves, for the admin dashboard */
      all: Queue[];
    };
  }
}

/** Producers for the worker's queues, sharing the API's fail-fast Redis connection. */
export default fp(
  async function queues(app) {
    const options = { connection: app.redis, prefix: app.config.queuePrefix };
    const mail = new Queue<MailJob>(queueNames.mail, options);
    const payments = new Queue<PaymentJob>(queueNames.payments, options);
    const maintenance = new Queue(queueNames.maintenance, options);
    app.decorate('queues', {
      async enqueueMail(job: MailJob) {
        await mail.add(job.kind, job, { ...jobOptions.mail, jobId: mailJobId(job) });
      },
      async enqueuePayment(job: PaymentJob) {
        await payments.add(job.kind, job, { ...jobOptions.payments, deduplication: { id: paymentDedupId(job) } });
      },
      async counts() {
        const states = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
        const [m, p, x] = await Promise.all([mail, payments, maintenance].map((queue) => queue.getJobCounts(...states)));
        return { [queueNames.mail]: m!, [queueNames.payments]: p!, [queueNames.maintenance]: x! };
      },
      all: [mail, payments, maintenance],
    });
    app.addHook('onClose', async () => {
      await Promise.all([mail.close(), payments.close(), maintenance.close()]);
    });
  },
  { name: 'queues', dependencies: ['redis'] },
);
