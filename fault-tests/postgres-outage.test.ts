import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import t from 'tap';
import pg from 'pg';
import { sql } from 'kysely';
import { createDb } from '@guidepass/db';
import { migrateToLatest } from '@guidepass/db/migrate';
import { createTestDatabase, testAdminUrl } from '@guidepass/db/testing';
import { eventuallyThroughOutage } from '../harness/eventually.ts';
import { embeddedPostgres, ensureDatabase, type PostgresHandle } from '../harness/postgres.ts';
import { freePort } from '../harness/ports.ts';
import { startSystem, type System } from '../system-tests/helper.ts';
import { assertActivatedOnce, webhooksSettled } from '../system-tests/assertions.ts';

const paypalMembers = 3;
const yocoMembers = 3;
const downForMs = 3_000;

async function sandboxRequests(system: System, provider: 'paypal' | 'yoco'): Promise<Array<{ method?: string; path?: string; url?: string }>> {
  return ((await (await fetch(`${system.sandboxUrl}/${provider}/_control/requests`)).json()) as { requests: Array<{ method?: string; path?: string; url?: string }> }).requests;
}

t.test('PostgreSQL stopped while captures run and started again: /readyz 503 meanwhile, then every paid payment captured exactly once', async (t) => {
  // A PostgreSQL of this file's own, on a spare port, with its data under a temporary folder.
  const dir = mkdtempSync(path.join(tmpdir(), 'gp-pg-outage-'));
  // The server runs as the postgres user when the tests run as root; it must reach its data folder.
  chmodSync(dir, 0o755);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  let postgres: PostgresHandle = await embeddedPostgres(dataDir, port);
  t.teardown(async () => {
    await postgres.stop().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  });
  const url = await ensureDatabase(postgres.adminUrl, 'guidepass_outage');
  const migrator = createDb(url, { max: 1 });
  await migrateToLatest(migrator);
  await migrator.destroy();

  const system = await startSystem(t, { databaseUrl: url });
  // The webhooks wait, so the browser's capture path (API → worker) is what must get through the outage.
  await system.control('paypal', { webhooks: { hold: true } });
  await system.control('yoco', { webhooks: { hold: true } });
  t.equal((await system.call('GET', '/readyz')).status, 200, 'ready before the outage');

  const payments: Array<{ provider: 'paypal' | 'yoco'; uid: string; token: string; paymentId: string; capture: unknown }> = [];
  for (let i = 0; i < paypalMembers; i++) {
    const member = await system.member();
    const start = (await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local' }, member.token)).body.data;
    await system.paypalDecision(start.redirectUrl, 'approve');
    payments.push({ provider: 'paypal', uid: member.uid, token: member.token, paymentId: start.paymentId, capture: { orderId: start.orderId } });
  }
  for (let i = 0; i < yocoMembers; i++) {
    const member = await system.member();
    const start = (await system.call('POST', '/api/payments/yoco', { selectedTierId: 'sadc', paymentMethod: 'card' }, member.token)).body.data;
    await system.yocoDecision(start.redirectUrl, 'pay');
    payments.push({ provider: 'yoco', uid: member.uid, token: member.token, paymentId: start.paymentId, capture: { paymentId: start.paymentId } });
  }

  // Every provider answer now takes 1.5 s: the captures are at the providers when Postgres goes away.
  await system.control('paypal', { latencyMs: 1500 });
  await system.control('yoco', { latencyMs: 1500 });
  const browsers = payments.map((p) =>
    system.call('POST', `/api/payments/${p.provider}/capture`, p.capture, p.token).then(
      (answer) => answer.status,
      () => 0,
    ),
  );
  // PayPal's stand-in logs a request when it arrives: wait until every capture is there (Yoco's confirmations run
  // in the same worker batch; its stand-in logs only on answering).
  const atPayPal = await eventuallyThroughOutage(
    async () => (await sandboxRequests(system, 'paypal')).filter((r) => r.path?.endsWith('/capture')).length,
    (n) => n >= paypalMembers,
    20_000,
  );
  t.equal(atPayPal, paypalMembers, 'every PayPal capture is at PayPal');
  await new Promise((r) => setTimeout(r, 200));

  const stoppedAt = Date.now();
  await postgres.stop();
  t.comment(`PostgreSQL stopped ${Date.now() - stoppedAt} ms after the call, with ${payments.length} captures in flight`);

  const ready = await eventuallyThroughOutage(() => system.call('GET', '/readyz'), (r) => r.status === 503, 5_000);
  t.equal(ready?.status, 503, '/readyz answers 503 while Postgres is down');
  t.same(ready?.body.data, { status: 'not-ready', postgres: false, redis: true }, 'and says which dependency is missing');
  const probeStarted = Date.now();
  const me = await system.call('GET', '/api/me', undefined, payments[0]!.token);
  t.ok(me.status >= 500 && typeof me.body.error?.code === 'string', `an authenticated call fails in the error shape (${me.status} ${me.body.error?.code})`);
  t.ok(Date.now() - probeStarted < 5_000, 'and does not hang');
  const browserAnswers = await Promise.all(browsers);
  t.comment(`the browsers' capture calls answered ${browserAnswers.join(', ')} (the member refreshes later)`);

  await new Promise((r) => setTimeout(r, Math.max(0, downForMs - (Date.now() - stoppedAt))));
  await system.control('paypal', { latencyMs: 0 });
  await system.control('yoco', { latencyMs: 0 });
  postgres = await embeddedPostgres(dataDir, port);
  const restartedAt = Date.now();
  t.comment(`PostgreSQL down for ${restartedAt - stoppedAt} ms`);

  // No one calls anything: the workers' retries alone must finish the captures.
  const ids = payments.map((p) => p.paymentId);
  const captured = await eventuallyThroughOutage(
    async () => (await system.db.selectFrom('payments').select('id').where('id', 'in', ids).where('status', '=', 'captured').execute()).length,
    (n) => n === ids.length,
    60_000,
  );
  const recoveryMs = Date.now() - restartedAt;
  t.equal(captured, ids.length, 'every paid payment is captured after the restart, by the workers alone');
  const line = `postgres-outage: down ${restartedAt - stoppedAt} ms; recovery (restart → all ${ids.length} captured) ${recoveryMs} ms`;
  console.log(line);
  t.comment(line);
  t.equal((await system.call('GET', '/readyz')).status, 200, 'ready again');

  // Then the held webhooks arrive and every member refreshes the return page: nothing is credited twice.
  await system.control('paypal', {}, '/release');
  await system.control('yoco', {}, '/release');
  await webhooksSettled(system, paypalMembers * 2 + yocoMembers);
  for (const p of payments) {
    const again = await system.call('POST', `/api/payments/${p.provider}/capture`, p.capture, p.token);
    t.same(again.body.data, { success: true, status: 'captured' }, `${p.provider}: the refreshed return page says captured`);
  }
  for (const p of payments) await assertActivatedOnce(t, system, p.uid, p.paymentId);
});

t.test('a connection the server ends while it is checked out between queries is reported, not fatal', async (t) => {
  // What a Postgres shutdown does to a transaction between two statements: before the fix this was an unhandled
  // 'error' event on the pg client, and the api or worker process died with it.
  const database = await createTestDatabase('guidepass_faults');
  const errors: Error[] = [];
  const db = createDb(database.url, { onIdleError: (error) => errors.push(error) });
  t.teardown(async () => {
    await db.destroy();
    await database.release();
  });
  const failed = await db
    .connection()
    .execute(async (connection) => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(connection);
      const admin = new pg.Client({ connectionString: testAdminUrl() });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      await admin.end();
      for (let i = 0; i < 100 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      return sql`select 1`.execute(connection).then(
        () => null,
        (error: Error) => error,
      );
    });
  t.equal(errors.length, 1, 'the lost connection is reported once');
  t.match(errors[0], { code: '57P01' });
  t.ok(failed, 'the next statement on it fails (the caller retries)');
  const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
  t.same(rows, [{ one: 1 }], 'the pool recovers');
});
