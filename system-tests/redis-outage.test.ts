import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { messages } from '@guidepass/domain/messages';
import { freePort } from '../harness/ports.ts';
import { findRedis } from '../harness/redis.ts';
import { startSystem } from './helper.ts';

t.test('Redis down: /readyz 503, payment start 503, login still works and is still rate limited per process; Redis back: all recover', async (t) => {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'gp-redis-'));
  let redis = await findRedis(url, dir);
  t.teardown(() => redis.stop());
  const system = await startSystem(t, { workers: false, env: { REDIS_URL: url, RATE_LIMIT_AUTH_PER_EMAIL: '3' } });
  const member = await system.member('outage@example.com');
  t.equal((await system.call('GET', '/readyz')).status, 200);

  await redis.stop();
  const ready = await system.eventually(() => system.call('GET', '/readyz'), (r) => r.status === 503, 5_000);
  t.equal(ready.status, 503);
  t.same(ready.body.data, { status: 'not-ready', postgres: true, redis: false });

  const start = await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local' }, member.token);
  t.equal(start.status, 503);
  t.equal(start.body.error.code, 'unavailable');
  t.same(await system.db.selectFrom('payments').select('id').execute(), [], 'no payment row that could never complete');

  const login = await system.call('POST', '/auth/login', { email: 'outage@example.com', password: 'delta-safari-9' });
  t.equal(login.status, 200, 'login keeps working');
  const attempts = [];
  for (let i = 0; i < 4; i++) attempts.push((await system.call('POST', '/auth/login', { email: 'outage@example.com', password: 'wrong-one' })).status);
  t.same(attempts, [401, 401, 429, 429], 'the per-process limit (3 a window, one used by the good login) still trips');
  const limited = await system.call('POST', '/auth/login', { email: 'outage@example.com', password: 'wrong-one' });
  t.equal(limited.body.error.message, messages.tooManyRequests);

  redis = await findRedis(url, dir);
  const back = await system.eventually(() => system.call('GET', '/readyz'), (r) => r.status === 200, 15_000);
  t.equal(back.status, 200);
  const after = await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local' }, member.token);
  t.equal(after.status, 200, 'payments start again once Redis answers');
});

t.test('a webhook stored while Redis was down is queued within 10 s of Redis coming back, not at the 5-minute sweep', async (t) => {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'gp-redis-'));
  let redis = await findRedis(url, dir);
  t.teardown(() => redis.stop());
  // No workers: what is checked is the api's queueing; a worker's processing of the job is shown elsewhere.
  const system = await startSystem(t, { workers: false, env: { REDIS_URL: url } });
  const member = await system.member('stored-in-outage@example.com');
  const start = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token);
  t.equal(start.status, 200);

  await redis.stop();
  await system.eventually(() => system.call('GET', '/readyz'), (r) => r.status === 503, 5_000);
  // The buyer pays while Redis is down: Yoco's payment.succeeded arrives, is stored, and cannot be queued.
  await system.yocoDecision(start.body.data.redirectUrl, 'pay');
  const stored = await system.eventually(
    () => system.db.selectFrom('webhook_events').select(['id', 'type']).where('type', '=', 'payment.succeeded').executeTakeFirst(),
    (row) => row !== undefined,
  );
  t.ok(stored, 'stored while Redis was down');

  const back = Date.now();
  redis = await findRedis(url, dir);
  const queued = async () => (await system.app.queues.payments.getJobs(['waiting', 'delayed', 'active']).catch(() => [])).map((job) => job.data);
  const jobs = await system.eventually(queued, (list) => list.some((job) => job.kind === 'process-webhook-event' && job.webhookEventId === stored!.id), 10_000);
  t.ok(
    jobs.some((job) => job.kind === 'process-webhook-event' && job.webhookEventId === stored!.id),
    `the stored event was queued ${((Date.now() - back) / 1000).toFixed(1)} s after Redis came back`,
  );
});
