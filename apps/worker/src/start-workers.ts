import { Worker } from 'bullmq';
import { Redis } from 'ioredis';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '@guidepass/config';
import { createDb } from '@guidepass/db';
import { queueNames, type MailJob } from '@guidepass/jobs';
import { createMailProcessor } from './processors/mail.ts';

export interface RunningWorkers {
  close(): Promise<void>;
}

/** Starts one BullMQ worker per queue with its dependencies; `close()` lets running jobs finish. */
export async function startWorkers(config: Config, logger: Logger): Promise<RunningWorkers> {
  // Workers block on Redis; they must retry forever rather than fail a command.
  const connection = new Redis(config.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error) => logger.warn({ err: error }, 'redis connection error'));
  const db = createDb(config.databaseUrl, { onIdleError: (error) => logger.warn({ err: error }, 'idle database connection lost') });
  const transporter = nodemailer.createTransport(config.mail.smtpUrl, { from: config.mail.from });

  const mail = new Worker<MailJob>(
    queueNames.mail,
    createMailProcessor({ db, transporter, secret: config.jwtSecret, appUrl: config.appUrl, from: config.mail.from, logger }),
    { connection, prefix: config.queuePrefix, concurrency: 5 },
  );
  mail.on('failed', (job, error) => {
    const final = job && job.attemptsMade >= (job.opts.attempts ?? 1);
    // A mail that fails for good is logged; the account stays usable and the person can ask for another.
    if (final) logger.error({ err: error, jobId: job?.id, kind: job?.data.kind }, 'mail failed after every retry');
    else logger.warn({ err: error, jobId: job?.id, attempt: job?.attemptsMade }, 'mail attempt failed; will retry');
  });
  mail.on('error', (error) => logger.error({ err: error }, 'mail worker error'));
  await mail.waitUntilReady();

  return {
    async close() {
      await mail.close();
      transporter.close();
      await db.destroy();
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
