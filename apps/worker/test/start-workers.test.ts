import net from 'node:net';
import { randomBytes } from 'node:crypto';
import t, { type Test } from 'tap';
import pino from 'pino';
import { Queue } from 'bullmq';
import { loadConfig } from '@guidepass/config';
import { createDb } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import { deriveEmailToken, hashSecret } from '@guidepass/domain/email-token';
import { jobOptions, mailJobId, queueNames, type MailJob } from '@guidepass/jobs';
import { deleteKeysWithPrefix } from '@guidepass/jobs/testing';
import { eventually } from '../../../harness/eventually.ts';
import { startWorkers } from '../src/start-workers.ts';

const secret = 'close-test-secret'.padEnd(40, 'x');

/** An SMTP server that accepts connections and never greets: a mail job sent to it stays running. */
async function silentSmtp() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function setup(t: Test, smtpUrl: string) {
  const database = await createTestDatabase();
  const prefix = `gpc${randomBytes(5).toString('hex')}`;
  const config = loadConfig({
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL,
    JWT_SECRET: secret,
    QUEUE_PREFIX: prefix,
    APP_URL: 'http://app.test',
    SMTP_URL: smtpUrl,
    LOG_LEVEL: 'silent',
  });
  const db = createDb(database.url);
  const queue = new Queue<MailJob>(queueNames.mail, { connection: { url: config.redisUrl }, prefix });
  t.teardown(async () => {
    await queue.close();
    await deleteKeysWithPrefix(config.redisUrl, prefix);
    await db.destroy();
    await database.release();
  });
  return { db, config, queue };
}

async function queueVerificationMail(db: ReturnType<typeof createDb>, queue: Queue<MailJob>) {
  const user = await db
    .insertInto('users')
    .values({ email: 'slow@example.com', salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B', referral_source: 'signup-form' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tokenId = crypto.randomUUID();
  const { token } = deriveEmailToken(secret, tokenId);
  await db
    .insertInto('email_tokens')
    .values({ id: tokenId, user_id: user.id, purpose: 'verify', token_hash: hashSecret(token), code_hash: 'x', expires_at: new Date(Date.now() + 60_000) })
    .execute();
  const job = { kind: 'verify-email', tokenId } as const;
  return queue.add('verify-email', job, { ...jobOptions.mail, jobId: mailJobId(job) });
}

t.test('close with nothing running finishes at once', async (t) => {
  const smtp = await silentSmtp();
  t.teardown(() => smtp.close());
  const { config } = await setup(t, smtp.url);
  const workers = await startWorkers(config, pino({ level: 'silent' }));
  t.equal(await workers.close({ graceMs: 10_000 }), 'finished');
});

t.test('close does not wait past its grace period for a job that does not end', async (t) => {
  const smtp = await silentSmtp();
  t.teardown(() => smtp.close());
  const { db, config, queue } = await setup(t, smtp.url);
  const workers = await startWorkers(config, pino({ level: 'silent' }));
  const job = await queueVerificationMail(db, queue);
  t.ok(await eventually(async () => smtp.connections() > 0 && (await job.getState()) === 'active', Boolean, 10_000, 25), 'the mail job is running, held by the silent SMTP server');

  const startedAt = Date.now();
  const outcome = await workers.close({ graceMs: 500 });
  const tookMs = Date.now() - startedAt;
  t.equal(outcome, 'forced', 'the running job was cut short');
  // The grace period plus the bounded forced steps; far below nodemailer's 30 s greeting time-out.
  t.ok(tookMs < 10_000, `close returned after ${tookMs} ms`);
  t.equal(await job.getState(), 'active', 'the job stays active in Redis, to be taken over once its lock lapses');
});
