import { createDb } from '@guidepass/db';
import { activatePayment } from '@guidepass/payments/activate-payment';
import { freshProductDatabase, scratchDatabase } from '../lib/databases.ts';
import { insertOpenPayments } from '../lib/open-payments.ts';
import { runPgbench, tpsOf } from '../lib/pgbench.ts';
import { row } from '../lib/rows.ts';
import type { BenchContext, Section, SectionResult } from '../lib/section.ts';

const clients = 4;
const pgbenchThreads = 2;
const seconds = 10;
const openPayments = 2000;
const commissionRate = 0.1;

/**
 * The worker's activation transaction (activatePayment) against PostgreSQL's own yardstick on the same server in
 * the same run: pgbench's built-in simple-update script (-N) on a scratch database with the same connection
 * parameters and as many clients as activation has callers.
 */
async function measureActivations({ postgresAdminUrl, cleanup, say }: BenchContext): Promise<SectionResult> {
  const scratch = await scratchDatabase(postgresAdminUrl, cleanup);
  say(`pgbench -i on ${scratch.name}`);
  await runPgbench(scratch.url, ['-i', '-q'], 120_000);
  say(`pgbench -N -c ${clients} -j ${pgbenchThreads} -T ${seconds}`);
  const pgbenchOutput = await runPgbench(scratch.url, ['-N', '-c', String(clients), '-j', String(pgbenchThreads), '-T', String(seconds)], (seconds + 60) * 1000);
  const tps = tpsOf(pgbenchOutput);

  const databaseUrl = await freshProductDatabase(cleanup);
  const db = createDb(databaseUrl, { max: clients });
  cleanup.add('close the activation pool', () => db.destroy());
  const ids = await insertOpenPayments(db, openPayments);
  say(`activating ${ids.length} payments with ${clients} concurrent callers (at most ${seconds} s)`);
  let next = 0;
  let activated = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const caller = async () => {
    while (next < ids.length && performance.now() < until) {
      const index = next++;
      if ((await activatePayment(db, ids[index]!, `BENCHCAP${index}`, commissionRate)) === 'activated') activated += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, caller));
  const elapsedSeconds = (performance.now() - started) / 1000;
  if (activated !== next) throw new Error(`${next - activated} of ${next} payments were not activated`);
  const activationsPerSecond = activated / elapsedSeconds;

  return {
    rows: [row('activation', `payment activations/s (${clients} callers)`, activationsPerSecond, '/s', tps, `pgbench -N TPS, ${clients} clients`)],
    details: { clients, pgbenchThreads, seconds, openPayments, activated, elapsedSeconds, activationsPerSecond, pgbenchTps: tps, pgbenchOutput },
  };
}

const title = 'payment activations/s against pgbench simple-update TPS';
export const activationSection: Section = { name: 'activation', title, timeLimitSeconds: 150, run: measureActivations };
