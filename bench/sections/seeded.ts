import { createDb } from '@guidepass/db';
import { findPaymentByCaptureRef } from '@guidepass/payments/payments-repository';
import { sql } from 'kysely';
import { currentMonth } from '@guidepass/domain/gaborone-month';
import { findLiveSessionUser } from '../../apps/api/src/repositories/sessions-repository.ts';
import { startBenchProduct } from '../lib/bench-product.ts';
import { freshProductDatabase } from '../lib/databases.ts';
import { createMembers, memberPassword } from '../lib/members.ts';
import { row, type Row } from '../lib/rows.ts';
import { longChainOf, seedDatabase, seededEmail, seedShape, type SeedShape } from '../lib/seed-data.ts';
import { callOk, cookiePair, sampleLatencies } from '../lib/seed-probes.ts';
import type { BenchContext, Section, SectionResult } from '../lib/section.ts';
import { percentile } from '../lib/stats.ts';

/** The baseline size, and the size measured against it: 500 000 payments, or BENCH_SEED_PAYMENTS (e.g. 5000000). */
const smallPayments = 10_000;
const largePayments = Number(process.env.BENCH_SEED_PAYMENTS ?? 500_000);
const adminEmail = 'bench-admin@example.com';

/** Timed calls per size (after untimed warm-up ones), over how many concurrent lanes; in `rounds` turns per size. */
const probes = {
  login: { count: 120, warmup: 10, lanes: 2 },
  me: { count: 1000, warmup: 100, lanes: 4 },
  refresh: { count: 200, warmup: 20, lanes: 2 },
  report: { count: 60, warmup: 5, lanes: 1 },
  salespersonList: { count: 60, warmup: 5, lanes: 1 },
  salespersonMe: { count: 200, warmup: 20, lanes: 2 },
  refundLookup: { count: 2000, warmup: 200, lanes: 1 },
  sessionCheck: { count: 2000, warmup: 200, lanes: 1 },
} as const;
type Probe = keyof typeof probes;
const rounds = 4;

const probeNames: Record<Probe, string> = {
  login: 'POST /auth/login (random member)',
  me: 'GET /api/me',
  refresh: 'POST /auth/refresh',
  report: 'GET /admin/earnings (this month)',
  salespersonList: 'GET /api/salespersons (admin list)',
  salespersonMe: 'GET /api/salesperson/me',
  refundLookup: 'refund lookup by capture ref (worker)',
  sessionCheck: 'session check, refresh chain of 2880',
};

/** One loaded data set with its api, and one call of each probe against it. */
interface LoadedSize {
  shape: SeedShape;
  loadSeconds: number;
  counts: Record<string, number>;
  calls: Record<Probe, (index: number, lane: number) => Promise<void>>;
}

/** Earnings views read the per-month rollup (issue 12): each within this at the large size, whatever the small one does. */
const earningsBudgetMs = 150;
const earningsProbes: Probe[] = ['report', 'salespersonList', 'salespersonMe'];
const randomMember = (shape: SeedShape) => 2 + Math.floor(Math.random() * (shape.users - 1));

/**
 * One size: a fresh migrated database, the product's api on it (a child process, as `npm start` runs it), an
 * administrator signed up over the api (whose password hash every seeded member shares), then the bulk load.
 * Both stay until the section ends.
 */
async function loadSize(context: BenchContext, payments: number): Promise<LoadedSize> {
  const databaseUrl = await freshProductDatabase(context.cleanup);
  const product = await startBenchProduct(context, { mode: 'child-processes', sandbox: false, workers: false, databaseUrl, env: { ADMIN_EMAILS: adminEmail } });
  const [admin] = await createMembers({ apiUrl: product.apiUrl, databaseUrl, jwtSecret: product.jwtSecret, count: 1, emails: [adminEmail] });
  const db = createDb(databaseUrl, { max: 2 });
  context.cleanup.add('close the seeded pool', () => db.destroy());
  const { password_hash: passwordHash } = await db.selectFrom('users').select('password_hash').where('id', '=', admin!.uid).executeTakeFirstOrThrow();

  const shape = seedShape(payments);
  context.say(`loading ${payments} payments, ${shape.users} members`);
  const loadStarted = performance.now();
  const counts = await seedDatabase(db, shape, passwordHash!, context.say);
  const loadSeconds = (performance.now() - loadStarted) / 1000;
  context.say(`loaded in ${loadSeconds.toFixed(1)} s (${(counts.bytes! / 2 ** 20).toFixed(0)} MB)`);

  const api = (path: string) => `${product.apiUrl}${path}`;
  // Logins come first; their tokens are read by /api/me and their refresh cookies start the refresh chains.
  const signIns: { token: string; cookie: string }[] = [];
  const chains: string[] = [];
  const captures = (
    await sql<{ provider: 'paypal' | 'yoco'; capture_ref: string }>`select provider, capture_ref from payments where capture_ref is not null order by random() limit 1000`.execute(db)
  ).rows;
  const chain = await longChainOf(db);
  // The administrator also claims the first seeded salesperson's record, so GET /api/salesperson/me reads its figures.
  await db.updateTable('salespersons').set({ user_id: admin!.uid, claimed_at: new Date() }).where('referral_code', '=', 'SEED0').execute();
  const calls: LoadedSize['calls'] = {
    login: async () => {
      const answer = await callOk(api('/auth/login'), { method: 'POST', body: { email: seededEmail(randomMember(shape)), password: memberPassword } });
      signIns.push({ token: answer.body.data.accessToken, cookie: cookiePair(answer.setCookies, 'gp_refresh') });
    },
    me: async (index) => {
      await callOk(api('/api/me'), { token: signIns[index % signIns.length]!.token });
    },
    refresh: async (_, lane) => {
      const answer = await callOk(api('/auth/refresh'), { method: 'POST', cookie: (chains[lane] ??= signIns[lane]!.cookie) });
      chains[lane] = cookiePair(answer.setCookies, 'gp_refresh');
    },
    report: async () => {
      await callOk(api(`/admin/earnings?month=${currentMonth()}`), { token: admin!.accessToken });
    },
    salespersonList: async () => {
      await callOk(api('/api/salespersons'), { token: admin!.accessToken });
    },
    salespersonMe: async () => {
      await callOk(api('/api/salesperson/me'), { token: admin!.accessToken });
    },
    refundLookup: async (index) => {
      const capture = captures[index % captures.length]!;
      if (!(await findPaymentByCaptureRef(db, capture.provider, capture.capture_ref))) throw new Error(`no payment for ${capture.capture_ref}`);
    },
    sessionCheck: async () => {
      if (!(await findLiveSessionUser(db, chain.userId, chain.family))) throw new Error('the long chain is not live');
    },
  };
  return { shape, loadSeconds, counts, calls };
}

/**
 * The same reads, login and report on a seeded data set at two sizes in one run, each p95 at the large size against
 * the small one (the budget, issue 13: within 2×). Both sizes stay loaded and each probe takes turns between them,
 * so a change in the machine's load weighs on both alike.
 */
async function measureSeeded(context: BenchContext): Promise<SectionResult> {
  if (!Number.isInteger(largePayments) || largePayments <= smallPayments) {
    throw new Error(`BENCH_SEED_PAYMENTS must be a whole number above ${smallPayments}, got ${process.env.BENCH_SEED_PAYMENTS}`);
  }
  context.say(`small data set: ${smallPayments} payments`);
  const small = await loadSize(context, smallPayments);
  context.say(`large data set: ${largePayments} payments`);
  const large = await loadSize(context, largePayments);

  const sizes = { small, large };
  const latencies = { small: {}, large: {} } as Record<keyof typeof sizes, Record<Probe, number[]>>;
  const errors: Partial<Record<Probe, string>> = {};
  for (const probe of Object.keys(probes) as Probe[]) {
    context.say(`${probeNames[probe]}: ${rounds} turns a size`);
    const { count, warmup, lanes } = probes[probe];
    try {
      for (let round = 0; round < rounds; round += 1) {
        for (const size of ['small', 'large'] as const) {
          const taken = await sampleLatencies({ count: count / rounds, warmup: round === 0 ? warmup : 0, lanes }, sizes[size].calls[probe]);
          (latencies[size][probe] ??= []).push(...taken);
        }
      }
    } catch (error) {
      // Recorded (the row shows no figure and NOT MET); the other probes still run.
      errors[probe] = (error as Error).message;
      latencies.small[probe] = [];
      latencies.large[probe] = [];
      context.say(`${probeNames[probe]} FAILED: ${errors[probe]}`);
    }
  }

  const at = (size: keyof typeof sizes, p: number) =>
    Object.fromEntries(Object.entries(latencies[size]).map(([k, v]) => [k, percentile(v, p)])) as Record<Probe, number | null>;
  const summary = (size: keyof typeof sizes) => ({
    shape: sizes[size].shape,
    loadSeconds: sizes[size].loadSeconds,
    counts: sizes[size].counts,
    p50Ms: at(size, 50),
    p95Ms: at(size, 95),
  });
  const [smallFigures, largeFigures] = [summary('small'), summary('large')];
  const baselineIs = `same at ${smallPayments.toLocaleString('en')} payments`;
  const rows: Row[] = [
    row('seeded', `load ${largePayments.toLocaleString('en')} payments (bulk, with indexes)`, large.loadSeconds, 's', small.loadSeconds, baselineIs),
    ...(Object.keys(probes) as Probe[]).map((probe) =>
      row('seeded', `${probeNames[probe]} p95`, largeFigures.p95Ms[probe], 'ms', smallFigures.p95Ms[probe], baselineIs, { ratioAtMost: 2 }),
    ),
    ...earningsProbes.map((probe) =>
      row('seeded', `${probeNames[probe]} p95, budget`, largeFigures.p95Ms[probe], 'ms', smallFigures.p95Ms[probe], baselineIs, { atMost: earningsBudgetMs }),
    ),
  ];
  return { rows, details: { probes, rounds, small: smallFigures, large: largeFigures, errors } };
}

const title = `reads, login and reports at ${largePayments.toLocaleString('en')} payments against ${smallPayments.toLocaleString('en')}`;
/** Loading takes most of the time: about 80–120 s for 500 000 payments on 2 cores, so the limit grows with the size. */
const timeLimitSeconds = 300 + Math.ceil((largePayments / 500_000) * 240);
export const seededSection: Section = { name: 'seeded', title, timeLimitSeconds, run: measureSeeded };
