import { Queue, Worker } from 'bullmq';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '@guidepass/config';
import { createDb } from '@guidepass/db';
import { jobOptions, maintenance, queueNames, retentionSweeps, type MailJob, type MaintenanceJob, type NoticeJob, type PaymentJob } from '@guidepass/jobs';
import { OwnedRedis } from '@guidepass/jobs/owned-redis';
import { configuredProviderNames } from '@guidepass/domain/configured-provider-names';
import { configuredProviders } from '@guidepass/payments/gateway-registry';
import { createPaymentProviders } from '@guidepass/payments/payment-providers';
import { createMailProcessor } from './processors/mail.ts';
import { createPaymentsProcessor } from './processors/payments.ts';
import { createMaintenanceProcessor } from './processors/maintenance.ts';
import { createNoticesProcessor } from './processors/notices.ts';

export interface RunningWorkers {
  /**
   * Lets running jobs finish for up to `graceMs` (15 s by default), then force-closes whatever is left. Resolves
   * either way: a job cut short keeps its lock until it lapses and is then taken over (every step is one transaction).
   */
  close(options?: { graceMs?: number }): Promise<'finished' | 'forced'>;
}

const defaultGraceMs = 15_000;
// How long each closing step after the grace period may take before it is left behind.
const forcedCloseMs = 2_000;

/** Resolves true when `work` settles within `ms`, false when the time runs out first (`work` keeps running). */
async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([work.then(() => true, () => true), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

function reportFailures(worker: Worker, logger: Logger, what: string) {
  worker.on('failed', (job, error) => {
    const final = job && job.attemptsMade >= (job.opts.attempts ?? 1);
    // A job that fails for good is logged; nothing it did is half-done (each step is one transaction).
    if (final) logger.error({ err: error, jobId: job?.id, name: job?.name }, `${what} failed after every retry`);
    else logger.warn({ err: error, jobId: job?.id, attempt: job?.attemptsMade }, `${what} attempt failed; will retry`);
  });
  worker.on('error', (error) => logger.error({ err: error }, `${what} worker error`));
}

/**
 * Starts one BullMQ worker per queue with its dependencies; `close()` lets running jobs finish. `retentionBatchSize`
 * (rows per retention statement) is only ever lowered by tests, to see the sweeps loop.
 */
export async function startWorkers(
  config: Config,
  logger: Logger,
  options: { retentionBatchSize?: number } = {},
): Promise<RunningWorkers> {
  // Workers block on Redis; they must retry forever rather than fail a command (until closed: see OwnedRedis).
  const connection = new OwnedRedis(config.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  const db = createDb(config.databaseUrl, { onIdleError: (error) => logger.warn({ err: error }, 'idle database connection lost') });
  const transporter = nodemailer.createTransport(config.mail.smtpUrl, { from: config.mail.from });
  const queueOptions = { connection, prefix: config.queuePrefix };
  // A crashed worker's job is taken over once its lock lapses and the next stalled-job check runs.
  const locks = { lockDuration: config.jobLockSeconds * 1000, stalledInterval: config.jobLockSeconds * 1000 };

  const providers = createPaymentProviders(config);
  const paymentsQueue = new Queue<PaymentJob>(queueNames.payments, queueOptions);
  const maintenanceQueue = new Queue<MaintenanceJob>(queueNames.maintenance, queueOptions);
  const noticesQueue = new Queue<NoticeJob>(queueNames.notices, queueOptions);

  const workers = [
    new Worker<MailJob>(
      queueNames.mail,
      createMailProcessor({ db, transporter, secret: config.jwtSecret, appUrl: config.appUrl, from: config.mail.from, logger }),
      { ...queueOptions, ...locks, concurrency: 5 },
    ),
    new Worker<PaymentJob>(queueNames.payments, createPaymentsProcessor({ db, ...providers, commissionRate: config.commissionRate, logger, notices: noticesQueue, payments: paymentsQueue }), {
      ...queueOptions,
      ...locks,
      concurrency: config.paymentJobConcurrency,
    }),
    new Worker<MaintenanceJob>(
      queueNames.maintenance,
      createMaintenanceProcessor({
        db,
        payments: paymentsQueue,
        logger,
        retention: config.retention,
        batchSize: options.retentionBatchSize ?? maintenance.retentionBatchSize,
      }),
      { ...queueOptions, ...locks, concurrency: 1 },
    ),
    new Worker<NoticeJob>(
      queueNames.notices,
      createNoticesProcessor({
        db,
        transporter,
        from: config.mail.from,
        appUrl: config.appUrl,
        providers: configuredProviderNames(configuredProviders(providers)),
        notices: noticesQueue,
        reminderHours: config.lifecycle.reminderHours,
        logger,
        push: config.push.vapid ? { vapid: config.push.vapid, serviceOrigins: config.push.serviceOrigins } : null,
      }),
      { ...queueOptions, ...locks, concurrency: 5 },
    ),
  ];
  reportFailures(workers[0]!, logger, 'mail');
  reportFailures(workers[1]!, logger, 'payment job');
  reportFailures(workers[2]!, logger, 'maintenance sweep');
  reportFailures(workers[3]!, logger, 'membership notice');
  await Promise.all(workers.map((w) => w.waitUntilReady()));

  for (const kind of ['expire-stale-payments', 'requeue-webhook-events'] as const) {
    await maintenanceQueue.upsertJobScheduler(kind, { every: maintenance.everyMs }, { name: kind, data: { kind }, opts: jobOptions.maintenance });
  }
  for (const kind of retentionSweeps) {
    await maintenanceQueue.upsertJobScheduler(kind, { every: maintenance.retentionEveryMs }, { name: kind, data: { kind }, opts: jobOptions.maintenance });
  }
  await noticesQueue.upsertJobScheduler(
    'sweep-member-notices',
    { every: config.lifecycle.sweepSeconds * 1000 },
    { name: 'sweep-member-notices', data: { kind: 'sweep-member-notices' }, opts: jobOptions.maintenance },
  );

  return {
    async close({ graceMs = defaultGraceMs } = {}) {
      // BullMQ's close can wait forever on a connection that lost Redis and came back (taskforcesh/bullmq#4656),
      // so the grace period is a deadline, not a hope.
      const finished = await settlesWithin(Promise.all(workers.map((w) => w.close())), graceMs);
      if (!finished) {
        logger.error({ graceMs }, 'jobs or connections still busy after the grace period; closing by force');
        // A second close() only returns the first one's promise; dropping the connections is what ends it.
        await settlesWithin(Promise.all(workers.map((w) => w.disconnect())), forcedCloseMs);
      }
      await settlesWithin(Promise.all([paymentsQueue.close(), maintenanceQueue.close(), noticesQueue.close()]), forcedCloseMs);
      transporter.close();
      await db.destroy();
      await settlesWithin(connection.quit(), forcedCloseMs);
      // Also ends the workers' blocking copies of the connection that a given-up close left reconnecting.
      connection.closeAll();
      return finished ? 'finished' : 'forced';
    },
  };
}
