import t from 'tap';
import { sql } from 'kysely';
import { migrationFixture } from './migration-fixture.ts';

const migrationName = '2026-11-29T11-00_add_payment_periods';
const day = 24 * 60 * 60 * 1000;

t.test('the payment periods migration gives existing payments the periods they were credited with', async (t) => {
  const fixture = await migrationFixture(t);
  const { db, migrator } = fixture;
  t.error((await migrator.migrateTo(fixture.before(migrationName))).error);

  // Written with raw SQL: the tables as they were before the migration.
  const [member] = (await sql<{ id: string }>`insert into users (email, salesperson_first_name, salesperson_last_name, salesperson_full_name, referral_source)
    values ('m@example.com', 'A', 'B', 'A B', 'signup-form') returning id`.execute(db)).rows;
  const payment = async (ref: string, status: string, weeks: number, capturedAt: string | null) =>
    (await sql<{ id: string }>`
      insert into payments (user_id, tier_id, provider, provider_ref, status, amount_minor, currency, price_thebe, weeks, captured_at)
      values (${member!.id}, 'local', 'yoco', ${ref}, ${status}, 13300, 'ZAR', 10000, ${weeks}, ${capturedAt}) returning id`.execute(db)).rows[0]!.id;
  const first = await payment('A', 'captured', 2, '2026-10-01T10:00:00Z'); // to 15 October
  const lapsedThenPaid = await payment('B', 'captured', 2, '2026-10-20T10:00:00Z'); // after a lapse: from its capture
  const renewal = await payment('C', 'captured', 1, '2026-10-25T10:00:00Z'); // while active: from the end before
  const partlyRefunded = await payment('D', 'captured', 2, '2026-10-26T10:00:00Z');
  await sql`insert into payment_refunds (payment_id, provider, refund_ref, amount_minor, weeks_taken_back) values (${partlyRefunded}, 'yoco', 'R1', 6650, 1)`.execute(db);
  const open = await payment('E', 'created', 2, null);

  t.error((await migrator.migrateTo(migrationName)).error);
  const rows = await db.selectFrom('payments').select(['id', 'period_start', 'period_end']).execute();
  const periodOf = (id: string) => {
    const row = rows.find((r) => r.id === id)!;
    return [row.period_start?.toISOString() ?? null, row.period_end?.toISOString() ?? null];
  };
  t.same(periodOf(first), ['2026-10-01T10:00:00.000Z', '2026-10-15T10:00:00.000Z']);
  t.same(periodOf(lapsedThenPaid), ['2026-10-20T10:00:00.000Z', '2026-11-03T10:00:00.000Z']);
  t.same(periodOf(renewal), ['2026-11-03T10:00:00.000Z', '2026-11-10T10:00:00.000Z']);
  t.same(periodOf(partlyRefunded), ['2026-11-10T10:00:00.000Z', new Date(Date.parse('2026-11-10T10:00:00Z') + 7 * day).toISOString()], 'what it still gives');
  t.same(periodOf(open), [null, null], 'a payment never credited has none');
  t.error((await migrator.migrateDown()).error, 'down');
  t.error((await migrator.migrateToLatest()).error);
});
