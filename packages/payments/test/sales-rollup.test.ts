import t, { type Test } from 'tap';
import fc from 'fast-check';
import { sql } from 'kysely';
import { createDb, type Db } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import { currentMonth } from '@guidepass/domain/gaborone-month';
import { activatePayment } from '../src/activate-payment.ts';
import { applyRefund } from '../src/apply-refund.ts';
import { rebuildSalesRollup, rebuildSalesRollupFor } from '../src/sales-rollup.ts';

// The rollup is kept by triggers (migration add_salesperson_rollup); these tests hold it to the ledger: what the
// payments, refunds, accounts and payouts say, counted here in TypeScript with the app's Gaborone calendar.

const commissionRate = 0.1;

/** Instants around Gaborone month ends (UTC+2): 23:30 UTC on a month's last day is already the next month. */
const instants = [
  '2026-10-31T21:30:00Z', // 31 Oct 23:30 in Gaborone: October
  '2026-10-31T23:30:00Z', // 1 Nov 01:30 in Gaborone: November
  '2026-11-15T12:00:00Z',
  '2026-11-30T21:59:59Z', // 30 Nov 23:59:59: November
  '2026-11-30T23:30:00Z', // 1 Dec: December
  '2026-12-31T23:30:00Z', // 1 Jan 2027
].map((at) => new Date(at));

async function openDatabase(t: Test): Promise<Db> {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  t.teardown(async () => {
    await db.destroy();
    await database.release();
  });
  return db;
}

/** Empties the ledger and the rollup (TRUNCATE fires no row or statement trigger) and adds two salespeople. */
async function freshLedger(db: Db): Promise<string[]> {
  await sql`truncate payments, payment_refunds, users, salespersons, salesperson_payouts, salesperson_month_totals, salesperson_month_members cascade`.execute(db);
  const rows = await db
    .insertInto('salespersons')
    .values(['Neo Kgosi', 'Mpho Dube'].map((name, i) => ({ name_key: name.toLowerCase(), first_name: name.split(' ')[0]!, last_name: name.split(' ')[1]!, full_name: name, referral_code: `CODE${i}` })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

type Figures = { signups: number; sales: number; refunds: number; revenue_thebe: number; earnings_thebe: number; paid_out_thebe: number };
const zero = (): Figures => ({ signups: 0, sales: 0, refunds: 0, revenue_thebe: 0, earnings_thebe: 0, paid_out_thebe: 0 });

/** The rollup's rows with any figure, and its paying members, keyed `salesperson month [member]`. */
async function rollup(db: Db) {
  const totals = await db.selectFrom('salesperson_month_totals').selectAll().execute();
  const members = await db.selectFrom('salesperson_month_members').selectAll().where('sales', '<>', 0).execute();
  return {
    totals: Object.fromEntries(
      totals
        .filter((r) => Object.values({ ...r, salesperson_id: 0, month: 0 }).some((v) => v !== 0))
        .map(({ salesperson_id, month, ...figures }) => [`${salesperson_id} ${month}`, figures]),
    ),
    members: Object.fromEntries(members.map((r) => [`${r.salesperson_id} ${r.month} ${r.user_id}`, r.sales])),
  };
}

/** The same, counted from the ledger's rows by the rule the migration states. */
async function ledger(db: Db) {
  const totals: Record<string, Figures> = {};
  const members: Record<string, number> = {};
  const add = (salespersonId: string | null, at: Date, change: Partial<Figures>) => {
    if (!salespersonId) return;
    const figures = (totals[`${salespersonId} ${currentMonth(at)}`] ??= zero());
    for (const [k, v] of Object.entries(change)) figures[k as keyof Figures] += v;
  };
  const payments = await db.selectFrom('payments').selectAll().where('status', 'in', ['captured', 'refunded']).execute();
  const refunds = await db.selectFrom('payment_refunds').selectAll().execute();
  for (const p of payments) {
    if (!p.salesperson_id || !p.captured_at) continue;
    add(p.salesperson_id, p.captured_at, { sales: 1, revenue_thebe: p.price_thebe, earnings_thebe: p.commission_thebe ?? 0 });
    if (p.status === 'refunded') add(p.salesperson_id, p.refunded_at ?? p.captured_at, { refunds: 1 });
    if (p.status === 'captured' && p.user_id) {
      const key = `${p.salesperson_id} ${currentMonth(p.captured_at)} ${p.user_id}`;
      members[key] = (members[key] ?? 0) + 1;
    }
    // Revenue is net of every refund, partial ones too, in the refund's month (product.md §18); a payment refunded in
    // full gives back its whole price, no more, no less.
    const given = refunds.filter((r) => r.payment_id === p.id).reduce((sum, r) => sum + r.revenue_thebe, 0);
    if (p.status === 'refunded' && given !== p.price_thebe) throw new Error(`refunds of ${p.id} gave back ${given} of ${p.price_thebe} thebe`);
    for (const r of refunds.filter((r) => r.payment_id === p.id)) add(p.salesperson_id, r.created_at, { earnings_thebe: -r.commission_clawback_thebe, revenue_thebe: -r.revenue_thebe });
  }
  for (const u of await db.selectFrom('users').select(['salesperson_id', 'created_at']).execute()) add(u.salesperson_id, u.created_at, { signups: 1 });
  for (const o of await db.selectFrom('salesperson_payouts').selectAll().execute()) {
    const figures = (totals[`${o.salesperson_id} ${o.month}`] ??= zero());
    figures.paid_out_thebe += o.amount_thebe;
  }
  return { totals: Object.fromEntries(Object.entries(totals).filter(([, f]) => Object.values(f).some((v) => v !== 0))), members };
}

type Operation =
  | { kind: 'signup'; salesperson: number | null; at: number }
  | { kind: 'sale'; member: number; weeks: number; at: number }
  | { kind: 'refund'; sale: number; share: number | 'rest'; at: number }
  | { kind: 'payout'; salesperson: number; at: number; amount: number }
  | { kind: 'reattribute-member'; member: number; salesperson: number | null }
  | { kind: 'move-sale'; sale: number; salesperson: number };

const instant = fc.integer({ min: 0, max: instants.length - 1 });
const who = fc.option(fc.integer({ min: 0, max: 1 }), { nil: null });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('signup' as const), salesperson: who, at: instant }),
  fc.record({ kind: fc.constant('sale' as const), member: fc.nat(5), weeks: fc.integer({ min: 1, max: 3 }), at: instant }),
  fc.record({ kind: fc.constant('sale' as const), member: fc.nat(5), weeks: fc.integer({ min: 1, max: 3 }), at: instant }),
  fc.record({ kind: fc.constant('refund' as const), sale: fc.nat(7), share: fc.oneof(fc.constant('rest' as const), fc.integer({ min: 1, max: 900 })), at: instant }),
  fc.record({ kind: fc.constant('payout' as const), salesperson: fc.integer({ min: 0, max: 1 }), at: instant, amount: fc.integer({ min: 1, max: 5000 }) }),
  fc.record({ kind: fc.constant('reattribute-member' as const), member: fc.nat(5), salesperson: who }),
  fc.record({ kind: fc.constant('move-sale' as const), sale: fc.nat(7), salesperson: fc.integer({ min: 0, max: 1 }) }),
);

/** Applies one operation through the product's own writers (activatePayment, applyRefund), dating it afterwards. */
async function apply(db: Db, salespeople: string[], state: { members: string[]; sales: string[]; n: number }, op: Operation) {
  const at = 'at' in op ? instants[op.at]! : new Date();
  state.n += 1;
  switch (op.kind) {
    case 'signup': {
      const user = await db
        .insertInto('users')
        .values({
          email: `m${state.n}@example.com`,
          created_at: at,
          salesperson_first_name: 'A',
          salesperson_last_name: 'B',
          salesperson_full_name: 'A B',
          salesperson_id: op.salesperson === null ? null : salespeople[op.salesperson]!,
          referral_source: 'signup-form',
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      state.members.push(user.id);
      return;
    }
    case 'sale': {
      const member = state.members[op.member % Math.max(1, state.members.length)];
      if (!member) return;
      const { id } = await db
        .insertInto('payments')
        .values({ user_id: member, tier_id: 'local', provider: 'paypal', provider_ref: `ORDER-${state.n}`, amount_minor: 740 * op.weeks, currency: 'USD', price_thebe: 5000 * op.weeks, weeks: op.weeks })
        .returning('id')
        .executeTakeFirstOrThrow();
      await activatePayment(db, id, `CAPTURE-${state.n}`, commissionRate);
      await db.updateTable('payments').set({ captured_at: at }).where('id', '=', id).execute();
      state.sales.push(id);
      return;
    }
    case 'refund': {
      const sale = state.sales[op.sale % Math.max(1, state.sales.length)];
      if (!sale) return;
      const outcome = await applyRefund(db, sale, { refundRef: `REFUND-${state.n}`, amountMinor: op.share === 'rest' ? undefined : op.share });
      if (outcome === 'not-captured') return;
      await db.updateTable('payment_refunds').set({ created_at: at } as never).where('refund_ref', '=', `REFUND-${state.n}`).execute();
      if (outcome === 'refunded') await db.updateTable('payments').set({ refunded_at: at }).where('id', '=', sale).execute();
      return;
    }
    case 'payout':
      await db
        .insertInto('salesperson_payouts')
        .values({ salesperson_id: salespeople[op.salesperson]!, month: currentMonth(at), amount_thebe: op.amount, reference: `BANK-${state.n}`, paid_on: '2026-12-05' })
        .execute();
      return;
    case 'reattribute-member': {
      const member = state.members[op.member % Math.max(1, state.members.length)];
      if (!member) return;
      await db.updateTable('users').set({ salesperson_id: op.salesperson === null ? null : salespeople[op.salesperson]! }).where('id', '=', member).execute();
      return;
    }
    case 'move-sale': {
      const sale = state.sales[op.sale % Math.max(1, state.sales.length)];
      if (!sale) return;
      await db.updateTable('payments').set({ salesperson_id: salespeople[op.salesperson]! }).where('id', '=', sale).where('salesperson_id', 'is not', null).execute();
      return;
    }
  }
}

t.test('after any sequence of sign-ups, captures, partial and full refunds, payouts and moves, the rollup equals the ledger', async (t) => {
  const db = await openDatabase(t);
  await fc.assert(
    fc.asyncProperty(fc.array(operation, { minLength: 4, maxLength: 16 }), async (operations) => {
      const salespeople = await freshLedger(db);
      const state = { members: [] as string[], sales: [] as string[], n: 0 };
      for (const op of operations) await apply(db, salespeople, state, op);
      const expected = await ledger(db);
      const kept = await rollup(db);
      if (JSON.stringify(sorted(kept)) !== JSON.stringify(sorted(expected))) {
        throw new Error(`kept by the triggers:\n${JSON.stringify(sorted(kept))}\nledger:\n${JSON.stringify(sorted(expected))}`);
      }
      await rebuildSalesRollup(db);
      t.same(sorted(await rollup(db)), sorted(expected));
    }),
    { numRuns: Number(process.env.ROLLUP_PROPERTY_RUNS ?? 25) },
  );
});

function sorted(value: { totals: Record<string, unknown>; members: Record<string, unknown> }) {
  const order = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  return { totals: order(value.totals), members: order(value.members) };
}

t.test('a sale at 23:30 UTC on the last day of a month counts in the next (Gaborone) month; its refund where it happens', async (t) => {
  const db = await openDatabase(t);
  const [neo] = await freshLedger(db);
  const state = { members: [] as string[], sales: [] as string[], n: 0 };
  await apply(db, [neo!], state, { kind: 'signup', salesperson: 0, at: 1 });
  await apply(db, [neo!], state, { kind: 'sale', member: 0, weeks: 2, at: 1 }); // 31 Oct 23:30 UTC
  await apply(db, [neo!], state, { kind: 'sale', member: 0, weeks: 1, at: 0 }); // 31 Oct 21:30 UTC
  const month = (m: string) => db.selectFrom('salesperson_month_totals').selectAll().where('month', '=', m).executeTakeFirst();
  t.match(await month('2026-11'), { signups: 1, sales: 1, revenue_thebe: 10_000, earnings_thebe: 1000 });
  t.match(await month('2026-10'), { signups: 0, sales: 1, revenue_thebe: 5000, earnings_thebe: 500 });

  // November's sale refunded in full on 1 December: November keeps its sale, December counts the refund.
  await apply(db, [neo!], state, { kind: 'refund', sale: 0, share: 'rest', at: 4 });
  t.match(await month('2026-11'), { sales: 1, refunds: 0, earnings_thebe: 1000 });
  t.match(await month('2026-12'), { sales: 0, refunds: 1, revenue_thebe: -10_000, earnings_thebe: -1000 });
  const paying = await db.selectFrom('salesperson_month_members').select(['month', 'sales']).where('sales', '>', 0).execute();
  t.same(paying, [{ month: '2026-10', sales: 1 }], 'a member whose only sale was refunded pays nothing that month');

  // The rebuild of one salesperson gives the same rows.
  const before = await rollup(db);
  await rebuildSalesRollupFor(db, [neo!]);
  t.same(sorted(await rollup(db)), sorted(before));
});

t.test('deleting a salesperson (its sales and members set to nobody) leaves no rollup rows and no error', async (t) => {
  const db = await openDatabase(t);
  const [neo] = await freshLedger(db);
  const state = { members: [] as string[], sales: [] as string[], n: 0 };
  await apply(db, [neo!], state, { kind: 'signup', salesperson: 0, at: 2 });
  await apply(db, [neo!], state, { kind: 'sale', member: 0, weeks: 1, at: 2 });
  await apply(db, [neo!], state, { kind: 'payout', salesperson: 0, at: 2, amount: 100 });
  await db.deleteFrom('salespersons').where('id', '=', neo!).execute();
  t.same((await rollup(db)).totals, {});
  t.same(await db.selectFrom('salesperson_month_members').selectAll().execute(), []);
});

t.test('a capture and a refund racing a rebuild land in the rollup once: before it, or after it', async (t) => {
  const db = await openDatabase(t);
  const salespeople = await freshLedger(db);
  const state = { members: [] as string[], sales: [] as string[], n: 0 };
  await apply(db, salespeople, state, { kind: 'signup', salesperson: 0, at: 2 });
  await apply(db, salespeople, state, { kind: 'sale', member: 0, weeks: 2, at: 2 });

  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let rebuilt!: () => void;
  const rebuiltOnce = new Promise<void>((resolve) => (rebuilt = resolve));
  const rebuild = db.transaction().execute(async (trx) => {
    await rebuildSalesRollup(trx);
    rebuilt();
    await held;
  });
  await rebuiltOnce;
  // Both start while the rebuild's transaction is open; they wait for it at the rollup.
  const racing = Promise.all([
    apply(db, salespeople, state, { kind: 'sale', member: 0, weeks: 1, at: 3 }),
    applyRefund(db, state.sales[0]!, { refundRef: 'RACE-1', amountMinor: 370 }),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 200));
  release();
  await rebuild;
  await racing;
  t.same(sorted(await rollup(db)), sorted(await ledger(db)));
});
