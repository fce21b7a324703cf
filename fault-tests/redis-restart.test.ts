import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import { sql } from 'kysely';
import { Queue } from 'bullmq';
import { queueNames, retentionSweeps, type MaintenanceJob } from '@guidepass/jobs';
import { eventuallyThroughOutage } from '../harness/eventually.ts';
import { freePort } from '../harness/ports.ts';
import { findRedis, type RedisHandle } from '../harness/redis.ts';
import { startSystem, type System } from '../system-tests/helper.ts';
import { assertActivatedOnce } from '../system-tests/assertions.ts';

const eventCounts = async (system: System) =>
  (await sql<{ total: number; open: number }>`select count(*)::int as total, count(*) filter (where processed_at is null)::int as open from webhook_events`.execute(system.db)).rows[0]!;

interface Started {
  provider: 'paypal' | 'yoco';
  uid: string;
  token: string;
  paymentId: string;
  redirectUrl: string;
  capture: Record<string, string>;
}

async function start(system: System, provider: 'paypal' | 'yoco'): Promise<Started> {
  const member = await system.member();
  const body = provider === 'paypal' ? { selectedTierId: 'local' } : { selectedTierId: 'global', paymentMethod: 'card' };
  const data = (await system.call('POST', `/api/payments/${provider}`, body, member.token)).body.data;
  return {
    provider,
    uid: member.uid,
    token: member.token,
    paymentId: data.paymentId,
    redirectUrl: data.redirectUrl,
    capture: provider === 'paypal' ? { orderId: data.orderId } : { paymentId: data.paymentId },
  };
}

const pay = (system: System, p: Started) => (p.provider === 'paypal' ? system.paypalDecision(p.redirectUrl, 'approve') : system.yocoDecision(p.redirectUrl, 'pay'));

t.test('Redis stopped with payments in flight and restarted (AOF): every paid payment captured exactly once; webhooks stored meanwhile are processed after', async (t) => {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'gp-redis-restart-'));
  let redis: RedisHandle = await findRedis(url, dir);
  // Teardowns run last-registered first: this one runs after the system has closed.
  t.teardown(async () => {
    await redis.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  // A short job lock, so a job whose worker lost Redis mid-run is taken over soon after Redis is back.
  const system = await startSystem(t, { env: { REDIS_URL: url, JOB_LOCK_SECONDS: '2' } });
  const maintenance = new Queue<MaintenanceJob>(queueNames.maintenance, { connection: { url, maxRetriesPerRequest: 1 }, prefix: system.config.queuePrefix });
  // Its connection errors while Redis is down are expected; unheard, they would end the process.
  maintenance.on('error', () => {});
  t.teardown(() => maintenance.close().catch(() => {}));

  await system.control('paypal', { webhooks: { hold: true } });
  await system.control('yoco', { webhooks: { hold: true } });
  // In flight when Redis stops: approved / paid, the browser's capture running in a worker.
  const inFlight = [await start(system, 'paypal'), await start(system, 'paypal'), await start(system, 'yoco'), await start(system, 'yoco')];
  // Started before the outage (starting needs Redis), paid while Redis is down.
  const duringOutage = [await start(system, 'paypal'), await start(system, 'yoco'), await start(system, 'yoco')];
  for (const p of inFlight) await pay(system, p);

  await system.control('paypal', { latencyMs: 1500 });
  await system.control('yoco', { latencyMs: 1500 });
  const browsers = inFlight.map((p) => system.call('POST', `/api/payments/${p.provider}/capture`, p.capture, p.token));
  const atPayPal = await eventuallyThroughOutage(
    async () => ((await (await fetch(`${system.sandboxUrl}/paypal/_control/requests`)).json()) as { requests: Array<{ path: string }> }).requests.filter((r) => r.path.endsWith('/capture')).length,
    (n) => n >= 2,
    20_000,
  );
  t.equal(atPayPal, 2, 'the PayPal captures are at PayPal');
  await new Promise((r) => setTimeout(r, 200));
  // The payment sweeps (expire, requeue) and the retention sweeps.
  const sweepCount = 2 + retentionSweeps.length;
  t.equal(await maintenance.getJobSchedulersCount(), sweepCount, 'the maintenance sweeps are scheduled in Redis');

  const stoppedAt = Date.now();
  await redis.stop();
  await system.control('paypal', { latencyMs: 0 });
  await system.control('yoco', { latencyMs: 0 });
  const ready = await eventuallyThroughOutage(() => system.call('GET', '/readyz'), (r) => r.status === 503, 5_000);
  t.equal(ready?.status, 503, '/readyz answers 503 while Redis is down');
  t.same(ready?.body.data, { status: 'not-ready', postgres: true, redis: false });

  // The captures already running finish in Postgres; the browsers learn it by polling Postgres.
  const answers = await Promise.all(browsers);
  t.same(
    answers.map((a) => a.body.data),
    inFlight.map(() => ({ success: true, status: 'captured' })),
    'the in-flight captures complete and the browsers see them captured',
  );

  // Webhooks arrive while Redis is down: the held ones, and those of the payments made now.
  const storedBefore = (await eventCounts(system)).total;
  await system.control('paypal', { webhooks: { hold: false } });
  await system.control('yoco', { webhooks: { hold: false } });
  await system.control('paypal', {}, '/release');
  await system.control('yoco', {}, '/release');
  for (const p of duringOutage) await pay(system, p);
  // 2 PayPal in flight × (APPROVED + COMPLETED) + 2 Yoco payment.succeeded + 1 PayPal APPROVED + 2 Yoco payment.succeeded
  const expectedEvents = storedBefore + 4 + 2 + 1 + 2;
  const stored = await eventuallyThroughOutage(() => eventCounts(system), (c) => c.total >= expectedEvents, 15_000);
  t.equal(stored?.total, expectedEvents, 'every webhook that arrived while Redis was down is stored');
  t.ok((stored?.open ?? 0) >= 3, `…and waits for processing (${stored?.open} open)`);
  for (const p of duringOutage) {
    const capture = await system.call('POST', `/api/payments/${p.provider}/capture`, p.capture, p.token);
    t.equal(capture.status, 503, `${p.provider}: the browser's capture request cannot be queued: 503`);
    t.equal(capture.body.error?.code, 'unavailable');
  }
  const outageIds = duringOutage.map((p) => p.paymentId);
  const capturedDuringOutage = await system.db.selectFrom('payments').select('id').where('id', 'in', outageIds).where('status', '=', 'captured').execute();
  t.same(capturedDuringOutage, [], 'nothing paid during the outage is captured yet: it all waits for the queue');

  redis = await findRedis(url, dir);
  const restartedAt = Date.now();
  t.comment(`Redis down for ${restartedAt - stoppedAt} ms`);
  const back = await eventuallyThroughOutage(() => system.call('GET', '/readyz'), (r) => r.status === 200, 15_000);
  t.equal(back?.status, 200, 'ready again');
  t.equal(await maintenance.getJobSchedulersCount(), sweepCount, 'the append-only file kept the queues: the sweeps are still scheduled');

  // The sweep queues events left unprocessed for 5 minutes; make them that old instead of waiting, and run it now.
  await sql`update webhook_events set received_at = received_at - interval '6 minutes' where processed_at is null`.execute(system.db);
  await maintenance.add('requeue-webhook-events', { kind: 'requeue-webhook-events' }, { removeOnComplete: true });

  const all = [...inFlight, ...duringOutage];
  const settled = await eventuallyThroughOutage(
    async () => {
      const captured = await system.db.selectFrom('payments').select('id').where('id', 'in', all.map((p) => p.paymentId)).where('status', '=', 'captured').execute();
      const events = await eventCounts(system);
      return { captured: captured.length, open: events.open, total: events.total };
    },
    // …including PAYMENT.CAPTURE.COMPLETED for the PayPal payment approved during the outage, sent once the worker
    // captured it after the restart.
    (s) => s.captured === all.length && s.open === 0 && s.total >= expectedEvents + 1,
    60_000,
  );
  const recoveryMs = Date.now() - restartedAt;
  t.same(settled, { captured: all.length, open: 0, total: expectedEvents + 1 }, 'after the restart every paid payment is captured and every stored webhook processed');
  const line = `redis-restart: down ${restartedAt - stoppedAt} ms; recovery (restart → all ${all.length} captured, every stored webhook processed) ${recoveryMs} ms`;
  console.log(line);
  t.comment(line);

  for (const p of duringOutage) {
    const again = await system.call('POST', `/api/payments/${p.provider}/capture`, p.capture, p.token);
    t.same(again.body.data, { success: true, status: 'captured' }, `${p.provider}: the refreshed return page says captured`);
  }
  for (const p of all) await assertActivatedOnce(t, system, p.uid, p.paymentId);
  t.equal((await eventCounts(system)).open, 0, 'no webhook left unprocessed');
});
