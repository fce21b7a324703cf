import { sql, type Kysely } from 'kysely';

// Salespeople's money (product.md §9, issue 12): a per-salesperson, per-month (Africa/Gaborone) rollup that every
// earnings view reads instead of aggregating payments, and the payouts admins record.
//
// The rollup is kept by statement-level triggers on payments, payment_refunds, users and salesperson_payouts, so it
// changes in the same transaction as each capture, refund, payout, sign-up or merge, whichever code (or console)
// writes them; a statement loading many rows (the bench's seeder) updates it once per statement.
//
// What a month holds (the ledger's rule, one definition below shared by the triggers and the rebuild):
// - a sale counts in the month it was captured: sales +1, revenue + price, earnings + commission; its member is a
//   paying member of that month while the payment stays captured;
// - each refund counts in the month it was recorded: earnings − the commission it clawed back;
// - a sale refunded in full counts, in the month it was refunded, refunds +1 and revenue − price;
// - a sign-up counts in the month the account was created, for the salesperson it is attributed to;
// - a payout counts in the month it pays for.
// Rows whose figures all went back to zero may stay; readers skip them.

const monthCheck = sql`month ~ '^\\d{4}-(0[1-9]|1[0-2])$'`;

/** A sale still credited or since refunded, attributed to a salesperson. */
const creditedSale = (p: string) => `${p}.salesperson_id is not null and ${p}.captured_at is not null and ${p}.status in ('captured', 'refunded')`;

/** The rollup figures of the payments in `source` (a relation with the payments columns), times `sign`. */
function paymentFigures(source: string, sign: string): string {
  return `
    select p.salesperson_id, gaborone_month(p.captured_at) as month, 0 as signups, ${sign} as sales, 0 as refunds,
      ${sign} * p.price_thebe as revenue_thebe, ${sign} * coalesce(p.commission_thebe, 0) as earnings_thebe, 0 as paid_out_thebe
    from ${source} p where ${creditedSale('p')}
    union all
    select p.salesperson_id, gaborone_month(coalesce(p.refunded_at, p.captured_at)), 0, 0, ${sign}, -(${sign}) * p.price_thebe, 0, 0
    from ${source} p where ${creditedSale('p')} and p.status = 'refunded'
    union all
    select p.salesperson_id, gaborone_month(r.created_at), 0, 0, 0, 0, -(${sign}) * r.commission_clawback_thebe, 0
    from ${source} p join payment_refunds r on r.payment_id = p.id where ${creditedSale('p')}`;
}

/** The clawbacks of the refunds in `source`, times `sign`, for payments that count (read as they are now). */
function refundFigures(source: string, sign: string): string {
  return `
    select p.salesperson_id, gaborone_month(r.created_at) as month, 0 as signups, 0 as sales, 0 as refunds, 0 as revenue_thebe,
      -(${sign}) * r.commission_clawback_thebe as earnings_thebe, 0 as paid_out_thebe
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
    create function ${name}() returns trigger language plpgsql as $$
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

const triggers = [
  {
    table: 'payments',
    fn: rollupTrigger(
      'salesperson_rollup_payments',
      (s, sign) => [addToTotals(paymentFigures(s, sign)), addToMembers(memberFigures(s, sign))],
      distinct(['status', 'salesperson_id', 'captured_at', 'refunded_at', 'price_thebe', 'commission_thebe', 'user_id']),
    ),
  },
  {
    table: 'payment_refunds',
    fn: rollupTrigger('salesperson_rollup_refunds', (s, sign) => [addToTotals(refundFigures(s, sign))], distinct(['payment_id', 'created_at', 'commission_clawback_thebe'])),
  },
  {
    table: 'users',
    fn: rollupTrigger('salesperson_rollup_users', (s, sign) => [addToTotals(signupFigures(s, sign))], distinct(['salesperson_id', 'created_at'])),
  },
  {
    table: 'salesperson_payouts',
    fn: rollupTrigger('salesperson_rollup_payouts', (s, sign) => [addToTotals(payoutFigures(s, sign))], distinct(['salesperson_id', 'month', 'amount_thebe'])),
  },
];

/** Everything the rollup holds for the salespeople in `ids` (all of them when null), from the ledger itself. */
function rebuildFunction(): string {
  const payments = '(select * from payments where ids is null or salesperson_id = any(ids))';
  const users = '(select * from users where ids is null or salesperson_id = any(ids))';
  const payouts = '(select * from salesperson_payouts where ids is null or salesperson_id = any(ids))';
  const totals = [paymentFigures(payments, '1'), signupFigures(users, '1'), payoutFigures(payouts, '1')].join('\nunion all\n');
  return `
    create function rebuild_salesperson_rollup(ids uuid[]) returns void language plpgsql as $$
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

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create function gaborone_month(at timestamptz) returns text language sql stable parallel safe
    as $$ select to_char(at at time zone 'Africa/Gaborone', 'YYYY-MM') $$`.execute(db);

  await db.schema
    .createTable('salesperson_payouts')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('salesperson_id', 'uuid', (c) => c.notNull().references('salespersons.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull().check(monthCheck))
    .addColumn('amount_thebe', 'integer', (c) => c.notNull().check(sql`amount_thebe > 0`))
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('paid_on', 'date', (c) => c.notNull())
    .addColumn('recorded_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('salesperson_payouts_salesperson_month_idx').on('salesperson_payouts').columns(['salesperson_id', 'month']).execute();

  await db.schema
    .createTable('salesperson_month_totals')
    .addColumn('salesperson_id', 'uuid', (c) => c.notNull().references('salespersons.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull().check(monthCheck))
    .addColumn('signups', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunds', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('revenue_thebe', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('earnings_thebe', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_out_thebe', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('salesperson_month_totals_pkey', ['salesperson_id', 'month'])
    .execute();
  // One month's report reads the month across salespeople.
  await db.schema.createIndex('salesperson_month_totals_month_idx').on('salesperson_month_totals').columns(['month', 'salesperson_id']).execute();

  // No foreign key to users: a deleted account's payments lose their user through the payments trigger.
  await db.schema
    .createTable('salesperson_month_members')
    .addColumn('salesperson_id', 'uuid', (c) => c.notNull().references('salespersons.id').onDelete('cascade'))
    .addColumn('month', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('sales', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('salesperson_month_members_pkey', ['salesperson_id', 'month', 'user_id'])
    .execute();

  // A salesperson's ledger reads the month's refunds.
  await db.schema.createIndex('payment_refunds_created_at_idx').on('payment_refunds').column('created_at').execute();

  for (const { table, fn } of triggers) {
    await sql.raw(fn).execute(db);
    const name = fn.match(/create function (\w+)/)![1]!;
    for (const event of ['insert', 'update', 'delete'] as const) {
      const tables = event === 'insert' ? 'new table as new_rows' : event === 'update' ? 'old table as old_rows new table as new_rows' : 'old table as old_rows';
      await sql.raw(`create trigger ${name}_${event} after ${event} on ${table} referencing ${tables} for each statement execute function ${name}()`).execute(db);
    }
  }
  await sql.raw(rebuildFunction()).execute(db);
  await sql`select rebuild_salesperson_rollup(null)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { table, fn } of triggers) {
    const name = fn.match(/create function (\w+)/)![1]!;
    for (const event of ['insert', 'update', 'delete']) await sql.raw(`drop trigger ${name}_${event} on ${table}`).execute(db);
    await sql.raw(`drop function ${name}()`).execute(db);
  }
  await sql`drop function rebuild_salesperson_rollup(uuid[])`.execute(db);
  await db.schema.dropIndex('payment_refunds_created_at_idx').execute();
  await db.schema.dropTable('salesperson_month_members').execute();
  await db.schema.dropTable('salesperson_month_totals').execute();
  await db.schema.dropTable('salesperson_payouts').execute();
  await sql`drop function gaborone_month(timestamptz)`.execute(db);
}
