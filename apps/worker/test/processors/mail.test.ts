import t, { type Test } from 'tap';
import type { Db } from '@guidepass/db';
import { deriveEmailToken, hashSecret } from '@guidepass/domain/email-token';
import { deriveInviteToken } from '@guidepass/domain/salesperson-invite';
import { jobOptions, mailJobId, queueNames, type MailJob } from '@guidepass/jobs';
import { startSandbox } from '@guidepass/sandbox/start';
import { startWorkerFixture } from '../helper.ts';

const secret = 'mail-test-secret'.padEnd(40, 'x');


async function setup(t: Test, smtpUrl?: string) {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const fixture = await startWorkerFixture<MailJob>(t, queueNames.mail, {
    JWT_SECRET: secret,
    SMTP_URL: smtpUrl ?? `smtp://127.0.0.1:${sandbox.smtpPort}`,
  });
  return { ...fixture, sandbox };
}

async function userWithToken(db: Db, email: string) {
  const user = await db
    .insertInto('users')
    .values({ email, salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B', referral_source: 'signup-form' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tokenId = crypto.randomUUID();
  const { token, code } = deriveEmailToken(secret, tokenId);
  await db
    .insertInto('email_tokens')
    .values({ id: tokenId, user_id: user.id, purpose: 'verify', token_hash: hashSecret(token), code_hash: 'x', expires_at: new Date(Date.now() + 60_000) })
    .execute();
  return { tokenId, token, code };
}

t.test('a queued verification mail reaches the inbox with its link and code', async (t) => {
  const { db, queue, events, sandbox } = await setup(t);
  const { tokenId, token, code } = await userWithToken(db, 'inbox@example.com');
  const job = await queue.add('verify-email', { kind: 'verify-email', tokenId }, { ...jobOptions.mail, jobId: mailJobId({ kind: 'verify-email', tokenId }) });
  t.equal(await job.waitUntilFinished(events, 20_000), 'sent');
  const inbox = (await (await fetch(`${sandbox.url}/mail/api/messages?to=inbox@example.com`)).json()) as { messages: Array<{ subject: string; text: string; html: string }> };
  t.equal(inbox.messages.length, 1);
  const [mail] = inbox.messages;
  t.equal(mail?.subject, 'Verify your email for guidepass');
  t.match(mail?.text, `http://app.test/verify-email?token=${token}`);
  t.match(mail?.text, code);
  t.match(mail?.html, code);
});

t.test('a salesperson invite reaches the inbox with its claim link; a replaced one sends nothing', async (t) => {
  const { db, queue, events, sandbox } = await setup(t);
  const salesperson = await db
    .insertInto('salespersons')
    .values({ name_key: 'lesedi dube', first_name: 'Lesedi', last_name: 'Dube', full_name: 'Lesedi Dube', referral_code: 'LDUBE2' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const invite = async (replaced: boolean) => {
    const id = crypto.randomUUID();
    await db
      .insertInto('salesperson_invites')
      .values({ id, salesperson_id: salesperson.id, email: 'lesedi@example.com', token_hash: hashSecret(deriveInviteToken(secret, id)), invited_by: 'boss@example.com', expires_at: new Date(Date.now() + 60_000), replaced_at: replaced ? new Date() : null })
      .execute();
    return id;
  };
  const stale = await invite(true);
  const skipped = await queue.add('salesperson-invite', { kind: 'salesperson-invite', tokenId: stale });
  t.equal(await skipped.waitUntilFinished(events, 20_000), 'skipped');
  const current = await invite(false);
  const job = await queue.add('salesperson-invite', { kind: 'salesperson-invite', tokenId: current }, { ...jobOptions.mail, jobId: mailJobId({ kind: 'salesperson-invite', tokenId: current }) });
  t.equal(await job.waitUntilFinished(events, 20_000), 'sent');
  const inbox = (await (await fetch(`${sandbox.url}/mail/api/messages?to=lesedi@example.com`)).json()) as { messages: Array<{ subject: string; text: string; html: string }> };
  t.equal(inbox.messages.length, 1);
  const [mail] = inbox.messages;
  t.equal(mail?.subject, 'Your guidepass salesperson account');
  t.match(mail?.text, `http://app.test/?claim=${deriveInviteToken(secret, current)}`);
  t.match(mail?.text, 'Lesedi Dube');
  t.match(mail?.text, '7 days');
  t.match(mail?.html, `href="http://app.test/?claim=${deriveInviteToken(secret, current)}"`);
});

t.test('a token already used or deleted sends nothing', async (t) => {
  const { db, queue, events, sandbox } = await setup(t);
  const { tokenId } = await userWithToken(db, 'used@example.com');
  await db.updateTable('email_tokens').set({ used_at: new Date() }).execute();
  const job = await queue.add('verify-email', { kind: 'verify-email', tokenId });
  t.equal(await job.waitUntilFinished(events, 20_000), 'skipped');
  const gone = await queue.add('verify-email', { kind: 'verify-email', tokenId: crypto.randomUUID() });
  t.equal(await gone.waitUntilFinished(events, 20_000), 'skipped');
  const inbox = (await (await fetch(`${sandbox.url}/mail/api/messages`)).json()) as { messages: unknown[] };
  t.same(inbox.messages, []);
});

t.test('an unreachable SMTP server is retried, then the job fails for good and the account stays usable', async (t) => {
  const { db, queue, events } = await setup(t, 'smtp://127.0.0.1:1');
  const { tokenId } = await userWithToken(db, 'offline@example.com');
  const job = await queue.add('verify-email', { kind: 'verify-email', tokenId }, { attempts: 3, backoff: { type: 'fixed', delay: 50 } });
  await t.rejects(job.waitUntilFinished(events, 20_000));
  const failed = await queue.getJob(job.id!);
  t.equal(failed?.attemptsMade, 3);
  t.equal(await failed?.getState(), 'failed');
  const user = await db.selectFrom('users').select('email').executeTakeFirst();
  t.equal(user?.email, 'offline@example.com');
});
