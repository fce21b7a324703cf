import { randomBytes } from 'node:crypto';
import type { Test } from 'tap';
import { Queue } from 'bullmq';
import nodemailer from 'nodemailer';
import { createDb, type Db } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import { queueNames, type NoticeJob } from '@guidepass/jobs';
import { deleteKeysWithPrefix } from '@guidepass/jobs/testing';
import { startSandbox } from '@guidepass/sandbox/start';

/** A mail as the sandbox inbox shows it. */
export interface InboxMessage {
  subject: string;
  text: string;
  html: string;
}

/** The mails the sandbox received for `to`. */
export async function inboxOf(sandboxUrl: string, to: string): Promise<InboxMessage[]> {
  return ((await (await fetch(`${sandboxUrl}/mail/api/messages?to=${encodeURIComponent(to)}`)).json()) as { messages: InboxMessage[] }).messages;
}

/** A member row as the notices see it: paying when there is an expiry, verified unless told otherwise. */
export async function insertMember(db: Db, email: string, expiry: Date | null, verified = true): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({
      email,
      email_verified_at: verified ? new Date() : null,
      payment_status: expiry ? 'paid' : 'pending',
      membership_expiry: expiry,
      salesperson_first_name: 'A',
      salesperson_last_name: 'B',
      salesperson_full_name: 'A B',
      referral_source: 'signup-form',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

/**
 * The notices' steps called directly (no worker): a sandbox (inbox, push service), a database, the notices queue
 * under its own Redis prefix and an SMTP transport to the sandbox; all closed and dropped when the test ends.
 */
export async function startNoticeFixture(t: Test) {
  const sandbox = await startSandbox();
  const database = await createTestDatabase();
  const db = createDb(database.url);
  const prefix = `gpn${randomBytes(5).toString('hex')}`;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const queue = new Queue<NoticeJob>(queueNames.notices, { connection: { url: redisUrl }, prefix });
  const transporter = nodemailer.createTransport(`smtp://127.0.0.1:${sandbox.smtpPort}`);
  t.teardown(async () => {
    transporter.close();
    await queue.close();
    await deleteKeysWithPrefix(redisUrl, prefix);
    await db.destroy();
    await database.release();
    await sandbox.close();
  });
  return { sandbox, db, queue, transporter };
}
