import { randomBytes } from 'node:crypto';
import type { Test } from 'tap';
import pino from 'pino';
import { Queue, QueueEvents } from 'bullmq';
import { loadConfig } from '@guidepass/config';
import { createDb } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import type { QueueName } from '@guidepass/jobs';
import { deleteKeysWithPrefix } from '@guidepass/jobs/testing';
import { startWorkers } from '../src/start-workers.ts';

/**
 * Real workers on their own database and Redis prefix, with a producer and event stream for one queue; all closed,
 * emptied and dropped when the test ends.
 */
export async function startWorkerFixture<Job>(
  t: Test,
  queueName: QueueName,
  env: Record<string, string> = {},
  options: { retentionBatchSize?: number } = {},
) {
  const database = await createTestDatabase();
  const prefix = `gpw${randomBytes(5).toString('hex')}`;
  const config = loadConfig({
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL,
    JWT_SECRET: 'worker-test-secret'.padEnd(40, 'x'),
    QUEUE_PREFIX: prefix,
    APP_URL: 'http://app.test',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const db = createDb(database.url);
  const workers = await startWorkers(config, pino({ level: 'silent' }), options);
  const queue = new Queue<Job>(queueName, { connection: { url: config.redisUrl }, prefix });
  const events = new QueueEvents(queueName, { connection: { url: config.redisUrl }, prefix });
  await events.waitUntilReady();
  t.teardown(async () => {
    await workers.close();
    await Promise.all([queue.close(), events.close()]);
    await deleteKeysWithPrefix(config.redisUrl, prefix);
    await db.destroy();
    await database.release();
  });
  return { db, config, queue, events };
}
