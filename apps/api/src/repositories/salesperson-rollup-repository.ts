import { sql } from 'kysely';
import type { Db } from '@guidepass/db';
import { isConfirmedSalesperson, nameKeyContains } from './salesperson-names-repository.ts';

// Reads of the per-salesperson, per-month rollup (migration add_salesperson_rollup says what counts in which
// Gaborone month). Each reads a salesperson's few month rows, never the payments, so it costs the same at any size.

/** A month's figures as every earnings view shows them; `sales` is net of the sales refunded in full that month. */
export interface MonthFigures {
  signups: number;
  payingMembers: number;
  sales: number;
  refunds: number;
  revenueThebe: number;
  earningsThebe: number;
  paidOutThebe: number;
  owedThebe: number;
}

/** A rollup row with any figure (rows whose figures all went back to zero may stay). */
const hasFigures = sql<boolean>`(t.signups, t.sales, t.refunds, t.revenue_thebe, t.earnings_thebe, t.paid_out_thebe) <> (0, 0, 0, 0, 0, 0)`;

/** The members paying in one salesperson's month (`s` and the month given), for a lateral join. */
const payingMembersIn = (month: string) =>
  sql<number>`(select count(*)::int from salesperson_month_members m where m.salesperson_id = s.id and m.month = ${month} and m.sales > 0)`;

type MonthRow = { signups: number; paying_members: number; sales: number; refunds: number; revenue_thebe: number; earnings_thebe: number; paid_out_thebe: number };

export function monthFigures(row: MonthRow): MonthFigures {
  return {
    signups: row.signups,
    payingMembers: row.paying_members,
    sales: row.sales - row.refunds,
    refunds: row.refunds,
    revenueThebe: row.revenue_thebe,
    earningsThebe: row.earnings_thebe,
    paidOutThebe: row.paid_out_thebe,
    owedThebe: row.earnings_thebe - row.paid_out_thebe,
  };
}

const monthColumns = (alias: string) =>
  [
    sql<number>`coalesce(${sql.ref(`${alias}.signups`)}, 0)`.as('signups'),
    sql<number>`coalesce(${sql.ref(`${alias}.sales`)}, 0)`.as('sales'),
    sql<number>`coalesce(${sql.ref(`${alias}.refunds`)}, 0)`.as('refunds'),
    sql<number>`coalesce(${sql.ref(`${alias}.revenue_thebe`)}, 0)`.as('revenue_thebe'),
    sql<number>`coalesce(${sql.ref(`${alias}.earnings_thebe`)}, 0)`.as('earnings_thebe'),
    sql<number>`coalesce(${sql.ref(`${alias}.paid_out_thebe`)}, 0)`.as('paid_out_thebe'),
  ] as const;

/**
 * One Gaborone month's report: each confirmed salesperson with figures that month (sales, refunds, sign-ups,
 * payouts), by name, with what was paid out for the month and what is still owed for it. Names to review are left
 * out (product.md §14): their sales stay recorded against them and show once an admin confirms or merges them.
 */
export function monthReport(db: Db, month: string) {
  return db
    .selectFrom('salesperson_month_totals as t')
    .innerJoin('salespersons as s', 's.id', 't.salesperson_id')
    .select(['s.id', 's.full_name', 's.referral_code', 't.signups', 't.sales', 't.refunds', 't.revenue_thebe', 't.earnings_thebe', 't.paid_out_thebe'])
    .select(payingMembersIn(month).as('paying_members'))
    .where('t.month', '=', month)
    .where(isConfirmedSalesperson('s'))
    .where(hasFigures)
    .orderBy('s.full_name')
    .orderBy('s.id')
    .execute();
}

/** Salespeople (`s`) with their row of `month` (`t`, absent when none) and their sums over every month (`all_time`). */
function salespeopleWithTotals(db: Db, month: string) {
  return db
    .selectFrom('salespersons as s')
    .leftJoin('salesperson_month_totals as t', (join) => join.onRef('t.salesperson_id', '=', 's.id').on('t.month', '=', month))
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom('salesperson_month_totals as a')
          .whereRef('a.salesperson_id', '=', 's.id')
          .select([
            sql<number>`coalesce(sum(a.signups), 0)::int`.as('signups'),
            sql<number>`coalesce(sum(a.sales), 0)::int`.as('sales'),
            sql<number>`coalesce(sum(a.refunds), 0)::int`.as('refunds'),
            sql<number>`coalesce(sum(a.revenue_thebe), 0)::int`.as('revenue_thebe'),
            sql<number>`coalesce(sum(a.earnings_thebe), 0)::int`.as('earnings_thebe'),
            sql<number>`coalesce(sum(a.paid_out_thebe), 0)::int`.as('paid_out_thebe'),
          ])
          .as('all_time'),
      (join) => join.onTrue(),
    );
}

/** How the salespeople list is read: names containing `search` (all when empty), by name or by earnings. */
export interface SalespersonListOptions {
  search?: string;
  /** `earnings`: the month's earnings, then all time's, highest first */
  sort?: 'name' | 'earnings';
}

/**
 * Every confirmed salesperson (product.md §14) with one month's figures and all time's: net sales, earnings, paid
 * out, owed; whether an account claimed the record, the address of an open invite, and when they last made a sale
 * still credited.
 */
export function salespersonList(db: Db, month: string, options: SalespersonListOptions = {}) {
  let query = salespeopleWithTotals(db, month)
    .select(['s.id', 's.first_name', 's.last_name', 's.full_name', 's.referral_code'])
    .select(sql<boolean>`s.user_id is not null`.as('claimed'))
    .select(
      sql<string | null>`(select i.email from salesperson_invites i where i.salesperson_id = s.id and i.used_at is null and i.replaced_at is null and i.expires_at > now() limit 1)`.as(
        'invited_email',
      ),
    )
    .select(monthColumns('t'))
    .select(payingMembersIn(month).as('paying_members'))
    .select(sql<number>`all_time.sales - all_time.refunds`.as('all_time_sales'))
    .select(['all_time.earnings_thebe as all_time_earnings_thebe', 'all_time.paid_out_thebe as all_time_paid_out_thebe'])
    .select(
      sql<Date | null>`(select max(p.captured_at) from payments p where p.salesperson_id = s.id and p.status = 'captured')`.as('last_sale_at'),
    )
    .where(isConfirmedSalesperson('s'));
  if (options.search && options.search.trim() !== '') query = query.where(nameKeyContains('s', options.search));
  if (options.sort === 'earnings') query = query.orderBy(sql`coalesce(t.earnings_thebe, 0)`, 'desc').orderBy('all_time.earnings_thebe', 'desc');
  return query.orderBy('s.full_name').orderBy('s.id').execute();
}

/** One salesperson's month and all time, with the members who paid (each counted once over all time). */
export async function salespersonSummary(db: Db, salespersonId: string, month: string) {
  const row = await salespeopleWithTotals(db, month)
    .select(
      sql<number>`(select count(distinct m.user_id)::int from salesperson_month_members m where m.salesperson_id = s.id and m.sales > 0)`.as(
        'all_paying_members',
      ),
    )
    .select(monthColumns('t'))
    .select(payingMembersIn(month).as('paying_members'))
    .select([
      'all_time.signups as all_signups',
      'all_time.sales as all_sales',
      'all_time.refunds as all_refunds',
      'all_time.revenue_thebe as all_revenue_thebe',
      'all_time.earnings_thebe as all_earnings_thebe',
      'all_time.paid_out_thebe as all_paid_out_thebe',
    ])
    .where('s.id', '=', salespersonId)
    .executeTakeFirstOrThrow();
  return {
    month: monthFigures(row),
    allTime: monthFigures({
      signups: row.all_signups,
      paying_members: row.all_paying_members,
      sales: row.all_sales,
      refunds: row.all_refunds,
      revenue_thebe: row.all_revenue_thebe,
      earnings_thebe: row.all_earnings_thebe,
      paid_out_thebe: row.all_paid_out_thebe,
    }),
  };
}
