import { randomBytes } from 'node:crypto';
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { queueNames, type PaymentJob } from '@guidepass/jobs';
import { insertPayment, setProviderRef } from '@guidepass/payments/payments-repository';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
// Signed the way the Yoco stand-in signs (providers.md 2.8), not with the library the api verifies with.
import { signWebhook } from '../../../../sandbox/src/yoco/webhook-signature.ts';
import { build, json, verifiedMember } from '../../helper.ts';

// As Yoco makes one when a webhook is registered: whsec_ + base64 of random bytes.
const secret = `whsec_${randomBytes(32).toString('base64')}`;
const yocoEnv = { YOCO_SECRET_KEY: sandboxDefaults.yoco.secretKey, YOCO_WEBHOOK_SECRET: secret };

function yocoDelivery(eventId: string, signingSecret: string = secret) {
  const body = JSON.stringify({ id: eventId, type: 'payment.succeeded', createdDate: new Date().toISOString(), payload: { metadata: { checkoutId: 'ch_none' } } });
  const messageId = `msg_${randomBytes(8).toString('hex')}`;
  const timestamp = Math.floor(Date.now() / 1000);
  return {
    method: 'POST' as const,
    url: '/webhooks/yoco',
    headers: {
      'content-type': 'application/json',
      'webhook-id': messageId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(signingSecret, messageId, timestamp, body),
    },
    payload: body,
  };
}

async function queuedWebhookJobs(app: FastifyInstance): Promise<PaymentJob[]> {
  const queue = new Queue<PaymentJob>(queueNames.payments, { connection: { url: app.config.redisUrl }, prefix: app.config.queuePrefix });
  try {
    return (await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized'])).map((job) => job.data);
  } finally {
    await queue.close();
  }
}

t.test('a burst of signed events, each delivered twice at once: every event stored once and queued once', async (t) => {
  const app = await build(t, yocoEnv);
  const eventIds = Array.from({ length: 40 }, (_, i) => `evt_burst_${i}`);
  const deliveries = eventIds.flatMap((id) => [yocoDelivery(id), yocoDelivery(id)]);
  const responses = await Promise.all(deliveries.map((delivery) => app.inject(delivery)));
  t.ok(responses.every((r) => r.statusCode === 200), 'every delivery is acknowledged');
  for (const [i, id] of eventIds.entries()) {
    const answers = [responses[2 * i]!, responses[2 * i + 1]!].map((r) => json(r).data.duplicate);
    t.same(answers.sort(), [false, true], `${id}: stored by one delivery, the other a duplicate`);
  }

  const rows = await app.db.selectFrom('webhook_events').select(['id', 'event_id', 'processed_at']).execute();
  t.same(rows.map((r) => r.event_id).sort(), [...eventIds].sort(), 'one row per event');
  const { rows: written } = await sql<{ transactions: number }>`select count(distinct xmin::text)::int as transactions from webhook_events`.execute(app.db);
  t.ok(written[0]!.transactions < eventIds.length / 2, `events arriving together share INSERTs: ${eventIds.length} events in ${written[0]!.transactions} transactions`);
  const jobs = await queuedWebhookJobs(app);
  t.equal(jobs.length, eventIds.length, 'one job per event');
  t.same(
    jobs.map((job) => (job.kind === 'process-webhook-event' ? job.webhookEventId : null)).sort(),
    rows.map((r) => r.id).sort(),
    'each job names a stored event',
  );
});

t.test('a forged burst is refused in the error shape and stores and queues nothing', async (t) => {
  const app = await build(t, yocoEnv);
  const forged = `whsec_${randomBytes(32).toString('base64')}`;
  const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => app.inject(yocoDelivery(`evt_forged_${i}`, forged))));
  for (const response of responses) {
    t.equal(response.statusCode, 400);
    t.same(json(response).error, { code: 'invalid-argument', reason: 'invalid-signature', message: 'The webhook signature is not valid.' });
  }
  t.same(await app.db.selectFrom('webhook_events').select('id').execute(), []);
  t.same(await queuedWebhookJobs(app), []);
});

t.test('an event Postgres refuses is a 400 and the others arriving with it are stored', async (t) => {
  const app = await build(t, yocoEnv);
  const deliveries = Array.from({ length: 60 }, (_, i) => yocoDelivery(`evt_together_${i}`));
  // Signed correctly, but jsonb cannot hold \u0000: Postgres refuses this one row.
  const poison = yocoDelivery('evt_poison');
  const body = (poison.payload as string).replace('"ch_none"', '"ch_\\u0000"');
  const timestamp = Math.floor(Date.now() / 1000);
  const signed = { ...poison, payload: body, headers: { ...poison.headers, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secret, poison.headers['webhook-id'], timestamp, body) } };
  const responses = await Promise.all([...deliveries.slice(0, 30), signed, ...deliveries.slice(30)].map((d) => app.inject(d)));
  const poisoned = responses[30]!;
  t.equal(poisoned.statusCode, 400, 'the refused event is a client error, so the provider stops retrying a body we cannot store');
  t.equal(json(poisoned).error?.reason, 'invalid-request');
  t.ok(responses.filter((_, i) => i !== 30).every((r) => r.statusCode === 200 && json(r).data.duplicate === false), 'every other event is stored');

  t.equal((await app.db.selectFrom('webhook_events').select('id').execute()).length, 60);
  t.equal((await queuedWebhookJobs(app)).length, 60, 'each stored event queued once');
});

t.test('a provider whose webhooks are not configured answers 503 saying so and stores nothing', async (t) => {
  const app = await build(t);
  for (const [provider, name] of [['paypal', 'PayPal'], ['yoco', 'Yoco']] as const) {
    const response = await app.inject({ method: 'POST', url: `/webhooks/${provider}`, headers: { 'content-type': 'application/json' }, payload: '{}' });
    t.equal(response.statusCode, 503, provider);
    t.same(json(response).error, { code: 'unavailable', reason: 'provider-unavailable', message: `${name} webhooks are not configured.` });
  }
  t.same(await app.db.selectFrom('webhook_events').select('id').execute(), []);
});

const dpoEnv = { DPO_COMPANY_TOKEN: sandboxDefaults.dpo.companyToken, DPO_SERVICE_TYPE: sandboxDefaults.dpo.serviceType, DPO_API_BASE: 'http://127.0.0.1:9/dpo', DPO_PAYMENT_URL: 'http://127.0.0.1:9/dpo/payv2.php' };
const notification = (token: string, companyRef?: string) =>
  `<?xml version="1.0" encoding="utf-8"?><API3G><Result>000</Result><TransactionToken>${token}</TransactionToken>${companyRef ? `<CompanyRef>${companyRef}</CompanyRef>` : ''}<TransactionAmount>100.00</TransactionAmount></API3G>`;

/** A DPO payment of a new member's, its token stored as DPO would have answered createToken. */
async function dpoPayment(app: FastifyInstance, email: string, token: string, status: 'created' | 'captured' = 'created') {
  const member = await verifiedMember(app, email);
  const id = await insertPayment(app.db, { userId: member.uid, tierId: 'local', provider: 'dpo', amountMinor: 10000, currency: 'BWP', priceThebe: 10000, weeks: 2 });
  await setProviderRef(app.db, id, token);
  if (status !== 'created') await app.db.updateTable('payments').set({ status }).where('id', '=', id).execute();
  return id;
}

t.test("POST /webhooks/dpo, the same intake: a hint kept once for an unpaid payment it names, answered 'OK', nothing else kept", async (t) => {
  const app = await build(t, dpoEnv);
  const unpaid = await dpoPayment(app, 'dpo-unpaid@example.com', 'TOKEN-UNPAID');
  const paid = await dpoPayment(app, 'dpo-paid@example.com', 'TOKEN-PAID', 'captured');
  await dpoPayment(app, 'dpo-form@example.com', 'TOKEN-FORM');
  const notify = (body: string, type = 'application/xml') => app.inject({ method: 'POST', url: '/webhooks/dpo', headers: { 'content-type': type }, payload: body });

  const copies = await Promise.all([1, 2, 3].map(() => notify(notification('TOKEN-UNPAID', unpaid))));
  for (const answer of copies) {
    t.equal(answer.statusCode, 200);
    t.equal(answer.body, 'OK', 'DPO expects OK');
    t.match(answer.headers['content-type'], /^text\/plain/);
  }
  const form = await notify(new URLSearchParams({ TransactionToken: 'TOKEN-FORM' }).toString(), 'application/x-www-form-urlencoded');
  t.equal(form.body, 'OK', 'a form-encoded notification naming only the token is kept too');
  // Issue 30 (product.md §18): one verify per payment per 30 s; another notification for it meanwhile is dropped.
  const soon = await notify(new URLSearchParams({ TransactionToken: 'TOKEN-UNPAID' }).toString(), 'application/x-www-form-urlencoded');
  t.same([soon.statusCode, soon.body], [200, 'OK'], 'a payment already being verified: answered OK');
  for (const ignored of [notification('TOKEN-UNKNOWN'), notification('TOKEN-UNPAID', paid), notification('TOKEN-PAID', paid)]) {
    const answer = await notify(ignored);
    t.same([answer.statusCode, answer.body], [200, 'OK'], 'an unknown token, another payment’s CompanyRef, a paid payment: answered alike');
  }

  const rows = await app.db.selectFrom('webhook_events').select(['id', 'provider', 'type', 'payload']).orderBy('received_at').execute();
  t.equal(rows.length, 2, 'the three copies once, and the form notification of the other payment');
  t.ok(rows.every((row) => row.provider === 'dpo' && row.type === 'notification'));
  t.same(rows.map((row) => row.payload), [{ transToken: 'TOKEN-UNPAID', companyRef: unpaid }, { transToken: 'TOKEN-FORM', companyRef: null }], 'only the token and CompanyRef are kept');
  const jobs = await queuedWebhookJobs(app);
  t.same(jobs.map((job) => job.kind).sort(), ['process-webhook-event', 'process-webhook-event'], 'the one event job, once per kept hint');

  for (const garbage of ['not a notification', '<API3G><Result>000', '<API3G><TransactionToken>bad token!</TransactionToken></API3G>']) {
    const answer = await notify(garbage, 'text/plain');
    t.equal(answer.statusCode, 400, garbage);
    t.same(json(answer).error, { code: 'invalid-argument', reason: 'invalid-request', message: 'The request is not valid.' });
  }
  const huge = await notify(notification('TOKEN-UNPAID', unpaid).replace('</API3G>', `<Pad>${'x'.repeat(17 * 1024)}</Pad></API3G>`));
  t.equal(huge.statusCode, 413, "above DPO's body limit");
  t.equal(json(huge).error?.reason, 'body-too-large');
  t.equal((await app.db.selectFrom('webhook_events').select('id').execute()).length, 2, 'nothing more stored');
});

t.test('one route for every provider: a name off the list is a 400, a listed provider not configured a 503', async (t) => {
  const app = await build(t);
  for (const name of ['stripe', 'PayPal', '__proto__']) {
    const response = await app.inject({ method: 'POST', url: `/webhooks/${name}`, headers: { 'content-type': 'application/json' }, payload: '{}' });
    t.equal(response.statusCode, 400, name);
    t.equal(json(response).error?.reason, 'invalid-request');
  }
  const dpo = await app.inject({ method: 'POST', url: '/webhooks/dpo', headers: { 'content-type': 'application/xml' }, payload: notification('TOKEN-1') });
  t.equal(dpo.statusCode, 503);
  t.same(json(dpo).error, { code: 'unavailable', reason: 'provider-unavailable', message: 'DPO Pay webhooks are not configured.' });
  t.same(await app.db.selectFrom('webhook_events').select('id').execute(), []);
});
