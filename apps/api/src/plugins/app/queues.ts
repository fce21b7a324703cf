import fp from 'fastify-plugin';
import { Queue, QueueEvents } from 'bullmq';
import { jobOptions, mailJobId, queueNames, type MailJob, type NoticeJob, type PaymentJob } from '@guidepass/jobs';
import { OwnedRedis } from '@guidepass/jobs/owned-redis';

declare module 'fastify' {
  interface FastifyInstance {
    queues: {
      enqueueMail(job: MailJob): Promise<void>;
      /** the worker's notices queue: a notice recorded here (a refund's) goes in through queueRefundNotice */
      notices: Queue<NoticeJob>;
      /** the payments queue: jobs go in through @guidepass/payments' enqueuePaymentJob */
      payments: Queue<PaymentJob>;
      /** the payments queue's events, so a request can wait for its job (`job.waitUntilFinished`) */
      paymentEvents: QueueEvents;
      /** job counts per queue and state, for the metrics */
      counts(): Promise<Record<string, Record<string, number>>>;
      /** the queues themselves, for the admin dashboard */
      all: Queue[];
    };
  }
}

/**
 * BullMQ's close() waits for Redis to answer, forever while it is down or reconnecting after a restart: give each a
 * second. The queues share the API's connection (closed by the redis plugin); the event stream's own, and BullMQ's
 * copy of it, are ended here whether or not its close got through.
 */
async function closeWithin(closing: Promise<unknown>, ms = 1_000) {
  let bound: NodeJS.Timeout | undefined;
  await Promise.race([closing.catch(() => undefined), new Promise((resolve) => (bound = setTimeout(resolve, ms)))]);
  clearTimeout(bound);
}

/** Producers for the worker's queues, sharing the API's fail-fast Redis connection, and the payments event stream. */
export default fp(
  async function queues(app) {
    const options = { connection: app.redis, prefix: app.config.queuePrefix };
    const mail = new Queue<MailJob>(queueNames.mail, options);
    const payments = new Queue<PaymentJob>(queueNames.payments, options);
    // Every request waiting for its job (job.waitUntilFinished) listens for this queue's closing: many at once is normal.
    payments.setMaxListeners(0);
    const maintenance = new Queue(queueNames.maintenance, options);
    // The worker's own (receipts and reminders); here for the metrics, the dashboard and a refund's notice.
    const notices = new Queue<NoticeJob>(queueNames.notices, options);
    // The event stream blocks on Redis, so it has a connection of its own, which waits out an outage instead of failing.
    const eventsConnection = new OwnedRedis(app.config.redisUrl, { maxRetriesPerRequest: null });
    eventsConnection.on('error', (error) => app.log.warn({ err: error }, 'payment queue events connection error'));
    const paymentEvents = new QueueEvents(queueNames.payments, { connection: eventsConnection, prefix: app.config.queuePrefix });
    paymentEvents.on('error', (error) => app.log.warn({ err: error }, 'payment queue events error'));
    app.decorate('queues', {
      async enqueueMail(job: MailJob) {
        await mail.add(job.kind, job, { ...jobOptions.mail, jobId: mailJobId(job) });
      },
      notices,
      payments,
      paymentEvents,
      async counts() {
        const states = ['waiting', 'active', 'delayed', 'completed', 'failed'] as const;
        const [m, p, x, n] = await Promise.all([mail, payments, maintenance, notices].map((queue) => queue.getJobCounts(...states)));
        return { [queueNames.mail]: m!, [queueNames.payments]: p!, [queueNames.maintenance]: x!, [queueNames.notices]: n! };
      },
      all: [mail, payments, maintenance, notices],
    });
    app.addHook('onClose', async () => {
      await Promise.all([mail, payments, maintenance, notices, paymentEvents].map((closable) => closeWithin(closable.close())));
      eventsConnection.closeAll();
    });
  },
  { name: 'queues', dependencies: ['redis'] },
);
