import { randomBytes } from 'node:crypto';
import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { Queue } from 'bullmq';
import { sql } from 'kysely';
import { queueNames, type PaymentJob } from '@guidepass/jobs';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
// Signed the way the Yoco stand-in signs (providers.md 2.8), not with the library the api verifies with.
import { signWebhook } from '../../../../sandbox/src/yoco/webhook-signature.ts';
import { build, json } from '../../helper.ts';

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
