import fp from 'fastify-plugin';
import { Queue } from 'bullmq';
import { jobOptions, mailJobId, queueNames, type MailJob } from '@guidepass/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    queues: { enqueueMail(job: MailJob): Promise<void> };
  }
}

/** Producers for the worker's queues, sharing the API's fail-fast Redis connection. */
export default fp(
  async function queues(app) {
    const mail = new Queue<MailJob>(queueNames.mail, { connection: app.redis, prefix: app.config.queuePrefix });
    app.decorate('queues', {
      async enqueueMail(job: MailJob) {
        await mail.add(job.kind, job, { ...jobOptions.mail, jobId: mailJobId(job) });
      },
    });
    app.addHook('onClose', async () => mail.close());
  },
  { dependencies: ['redis'] },
);
