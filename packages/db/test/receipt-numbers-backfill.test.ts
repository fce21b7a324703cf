import t from 'tap';
import { sql } from 'kysely';
import { migrationFixture } from './migration-fixture.ts';

const migrationName = '2026-11-24T11-00_add_member_notices';

t.test('the member notices migration numbers payments credited before it, per Gaborone year without gaps', async (t) => {
  const fixture = await migrationFixture(t);
  const { db, migrator } = fixture;
  const before = fixture.before(migrationName);
  t.error((await migrator.migrateTo(before)).error);

  // Written with raw SQL: the tables as they were before the migration.
  const [member] = (await sql<{ id: string }>`insert into users (email, salesperson_first_name, salesperson_last_name, salesperson_full_name, referral_source)
    values ('m@example.com', 'A', 'B', 'A B', 'signup-form') returning id`.execute(db)).rows;
  const payment = async (ref: string, status: string, capturedAt: string | null) =>
    (await sql<{ id: string }>`
      insert into payments (user_id, tier_id, provider, provider_ref, status, amount_minor, currency, price_thebe, weeks, captured_at)
      values (${member!.id}, 'local', 'yoco', ${ref}, ${status}, 13300, 'ZAR', 10000, 2, ${capturedAt}) returning id`.execute(db)).rows[0]!.id;
  const lastOf2025 = await payment('A', 'captured', '2025-12-31T21:30:00Z'); // 23:30 in Gaborone
  const firstOf2026 = await payment('B', 'refunded', '2025-12-31T22:30:00Z'); // 00:30 on 1 January in Gaborone
  const laterIn2026 = await payment('C', 'captured', '2026-03-01T10:00:00Z');
  const open = await payment('D', 'created', null);

  t.error((await migrator.migrateTo(migrationName)).error);
  const numbers = await db.selectFrom('payments').select(['id', 'receipt_number']).execute();
  const numberOf = (id: string) => numbers.find((row) => row.id === id)?.receipt_number;
  t.equal(numberOf(lastOf2025), 'GP-2025-000001');
  t.equal(numberOf(firstOf2026), 'GP-2026-000001', 'a refunded payment was credited and keeps its number');
  t.equal(numberOf(laterIn2026), 'GP-2026-000002');
  t.equal(numberOf(open), null, 'a payment never credited has none');
  t.same(await db.selectFrom('receipt_counters').selectAll().orderBy('year').execute(), [
    { year: 2025, last_number: 1 },
    { year: 2026, last_number: 2 },
  ]);
  t.error((await migrator.migrateToLatest()).error);
});
