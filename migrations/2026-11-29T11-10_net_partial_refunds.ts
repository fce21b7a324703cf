import { sql, type Kysely } from 'kysely';

// Revenue net of partial refunds (product.md §18). Each refund now records the share of the pula price it gave back
// (revenue_thebe: cumulative, so a payment's refunds add up to its price once it is refunded in full), and the rollup
// counts it in the month of the refund: revenue − that share. A sale refunded in full still counts refunds +1 in the
// month it was refunded, its revenue already taken back by its refunds. Existing refunds are given their shares and the
// rollup is rebuilt. The rollup's definitions below are those of add_salesperson_rollup, with `net` switching the
// revenue of refunds (the down restores the old ones). Signups, payouts and members are unchanged.


/** A sale still credited or since refunded, attributed to a salesperson. */
const creditedSale = (p: string) => `${p}.salesperson_id is not null and ${p}.captured_at is not null and ${p}.status in ('captured', 'refunded')`;

/** The rollup figures of the payments in `source` (a relation with the payments columns), times `sign`. */
function paymentFigures(source: string, sign: string, net: boolean): string {
  return `
    select p.salesperson_id, gaborone_month(p.captured_at) as month, 0 as signups, ${sign} as sales, 0 as refunds,
      ${sign} * p.price_thebe as revenue_thebe, ${sign} * coalesce(p.commission_thebe, 0) as earnings_thebe, 0 as paid_out_thebe
    from ${source} p where ${creditedSale('p')}
    union all
    select p.salesperson_id, gaborone_month(coalesce(p.refunded_at, p.captured_at)), 0, 0, ${sign}, ${net ? '0' : `-(${sign}) * p.price_thebe`}, 0, 0
    from ${source} p where ${creditedSale('p')} and p.status = 'refunded'
    union all
    select p.salesperson_id, gaborone_month(r.created_at), 0, 0, 0, ${net ? `-(${sign}) * r.revenue_thebe` : '0'}, -(${sign}) * r.commission_clawback_thebe, 0
    from ${source} p join payment_refunds r on r.payment_id = p.id where ${creditedSale('p')}`;
}

/** The clawbacks of the refunds in `source`, times `sign`, for payments that count (read as they are now). */
function refundFigures(source: string, sign: string, net: boolean): string {
  return `
    select p.salesperson_id, gaborone_month(r.created_at) as month, 0 as signups, 0 as sales, 0 as refunds,
      ${net ? `-(${sign}) * r.revenue_thebe` : '0'} as revenue_thebe, -(${sign}) * r.commission_clawback_thebe as earnings_thebe, 0 as paid_out_thebe
    from ${source} r join payments p on p.id = r.payment_id where ${creditedSale('p')}`;
}

function signupFigures(source: string, sign: string): string {
  return `
    select u.salesperson_id, gaborone_month(u.created_at) as month, ${sign} as signups, 0 as sales, 0 as refunds, 0 as revenue_thebe,
      0 as earnings_thebe, 0 as paid_out_thebe
    from ${source} u where u.salesperson_id is not null`;
}

function payoutFigures(source: string, sign: string): string {
  return `
    select o.salesperson_id, o.month, 0 as signups, 0 as sales, 0 as refunds, 0 as revenue_thebe, 0 as earnings_thebe,
      ${sign} * o.amount_thebe as paid_out_thebe
    from ${source} o`;
}

/** Members paying in a month: per (salesperson, month, member), the captured sales. */
function memberFigures(source: string, sign: string): string {
  return `
    select p.salesperson_id, gaborone_month(p.captured_at) as month, p.user_id, ${sign} as sales
    from ${source} p where ${creditedSale('p')} and p.status = 'captured' and p.user_id is not null`;
}

const totalsColumns = ['signups', 'sales', 'refunds', 'revenue_thebe', 'earnings_thebe', 'paid_out_thebe'];

/** Adds the figures selected by `figures` to the rollup (salespeople deleted in this transaction are skipped). */
function addToTotals(figures: string): string {
  return `
    insert into salesperson_month_totals as t (salesperson_id, month, ${totalsColumns.join(', ')})
    select d.salesperson_id, d.month, ${totalsColumns.map((c) => `sum(d.${c})::int`).join(', ')}
    from (${figures}) d
    where exists (select 1 from salespersons s where s.id = d.salesperson_id)
    group by d.salesperson_id, d.month
    order by d.salesperson_id, d.month
    on conflict (salesperson_id, month) do update set ${totalsColumns.map((c) => `${c} = t.${c} + excluded.${c}`).join(', ')}`;
}

function addToMembers(figures: string): string {
  return `
    insert into salesperson_month_members as t (salesperson_id, month, user_id, sales)
    select d.salesperson_id, d.month, d.user_id, sum(d.sales)::int
    from (${figures}) d
    where exists (select 1 from salespersons s where s.id = d.salesperson_id)
    group by d.salesperson_id, d.month, d.user_id
    order by d.salesperson_id, d.month, d.user_id
    on conflict (salesperson_id, month, user_id) do update set sales = t.sales + excluded.sales`;
}

/**
 * A trigger function adding what a statement changed: the old rows' figures taken away, the new rows' added.
 * `changed` narrows an update to the rows whose figures may differ.
 */
function rollupTrigger(name: string, statements: (source: string, sign: string) => string[], changed: string): string {
  const changedOld = `(select o.* from old_rows o join new_rows n on n.id = o.id where ${changed})`;
  const changedNew = `(select n.* from old_rows o join new_rows n on n.id = o.id where ${changed})`;
  return `
    create or replace function ${name}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${statements('new_rows', '1').join(';\n')};
      elsif tg_op = 'UPDATE' then
        ${statements(changedOld, '-1').join(';\n')};
        ${statements(changedNew, '1').join(';\n')};
      else
        ${statements('old_rows', '-1').join(';\n')};
      end if;
      return null;
    end $$`;
}

const distinct = (columns: string[]) => `(${columns.map((c) => `o.${c}`).join(', ')}) is distinct from (${columns.map((c) => `n.${c}`).join(', ')})`;

/** The two trigger functions whose figures change: the payments' and the refunds'. */
const triggers = (net: boolean) => [
  rollupTrigger(
    'salesperson_rollup_payments',
    (s, sign) => [addToTotals(paymentFigures(s, sign, net)), addToMembers(memberFigures(s, sign))],
    distinct(['status', 'salesperson_id', 'captured_at', 'refunded_at', 'price_thebe', 'commission_thebe', 'user_id']),
  ),
  rollupTrigger(
    'salesperson_rollup_refunds',
    (s, sign) => [addToTotals(refundFigures(s, sign, net))],
    distinct(['payment_id', 'created_at', 'commission_clawback_thebe', ...(net ? ['revenue_thebe'] : [])]),
  ),
];

/** Everything the rollup holds for the salespeople in `ids` (all of them when null), from the ledger itself. */
function rebuildFunction(net: boolean): string {
  const payments = '(select * from payments where ids is null or salesperson_id = any(ids))';
  const users = '(select * from users where ids is null or salesperson_id = any(ids))';
  const payouts = '(select * from salesperson_payouts where ids is null or salesperson_id = any(ids))';
  const totals = [paymentFigures(payments, '1', net), signupFigures(users, '1'), payoutFigures(payouts, '1')].join('\nunion all\n');
  return `
    create or replace function rebuild_salesperson_rollup(ids uuid[]) returns void language plpgsql as $$
    begin
      -- Waits for writers that already added to the rollup and holds the next ones until this commits, so each
      -- change is either read here from its committed rows or added after.
      lock table salesperson_month_totals, salesperson_month_members in exclusive mode;
      delete from salesperson_month_totals where ids is null or salesperson_id = any(ids);
      delete from salesperson_month_members where ids is null or salesperson_id = any(ids);
      ${addToTotals(totals)};
      ${addToMembers(memberFigures(payments, '1'))};
    end $$`;
}

async function define(db: Kysely<any>, net: boolean): Promise<void> {
  for (const fn of triggers(net)) await sql.raw(fn).execute(db);
  await sql.raw(rebuildFunction(net)).execute(db);
  await sql`select rebuild_salesperson_rollup(null)`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payment_refunds')
    .addColumn('revenue_thebe', 'integer', (column) => column.notNull().defaultTo(0).check(sql`revenue_thebe >= 0`))
    .execute();
  await sql`
    with shares as (
      select r.id, p.price_thebe, p.amount_minor as charged,
        sum(r.amount_minor) over (partition by r.payment_id order by r.created_at, r.id) as upto
      from payment_refunds r join payments p on p.id = r.payment_id
    )
    update payment_refunds r
    set revenue_thebe = least(s.price_thebe, round(s.price_thebe::numeric * s.upto / s.charged)::int)
      - least(s.price_thebe, round(s.price_thebe::numeric * (s.upto - r.amount_minor) / s.charged)::int)
    from shares s where s.id = r.id`.execute(db);
  await define(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await define(db, false);
  await db.schema.alterTable('payment_refunds').dropColumn('revenue_thebe').execute();
}
