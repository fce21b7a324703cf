import t from 'tap';
import { sql } from 'kysely';
import { migrationFixture } from './migration-fixture.ts';

const migrationName = '2026-11-29T10-00_add_payment_ways';

t.test('payment ways: older DPO mobile-money payments get the number that their start remembered; cancelled is a state', async (t) => {
  const fixture = await migrationFixture(t);
  const { db, migrator } = fixture;
  const before = fixture.before(migrationName);
  t.error((await migrator.migrateTo(before)).error);

  const [user] = (await sql<{ id: string }>`insert into users (email, salesperson_first_name, salesperson_last_name, salesperson_full_name, referral_source)
    values ('mm@example.com', 'A', 'B', 'A B', 'signup-form') returning id`.execute(db)).rows;
  const pay = async (provider: string, createdAt: string) => {
    const [row] = (await sql<{ id: string }>`insert into payments (user_id, tier_id, provider, status, amount_minor, currency, price_thebe, weeks, created_at)
      values (${user!.id}, 'local', ${provider}, 'captured', 10000, 'BWP', 10000, 2, ${createdAt}) returning id`.execute(db)).rows;
    return row!.id;
  };
  const mobile = await pay('dpo', '2026-11-20T10:00:00Z');
  const card = await pay('dpo', '2026-11-10T10:00:00Z');
  const paypal = await pay('paypal', '2026-11-20T10:00:00Z');
  await sql`insert into mobile_money_numbers (user_id, phone, operator, updated_at) values (${user!.id}, '26771234567', 'orange', '2026-11-20T10:00:03Z')`.execute(db);

  t.error((await migrator.migrateTo(migrationName)).error);
  const { rows } = await sql<{ id: string; mobile_phone: string | null; mobile_operator: string | null }>`select id, mobile_phone, mobile_operator from payments`.execute(db);
  const ways = Object.fromEntries(rows.map((row) => [row.id, [row.mobile_phone, row.mobile_operator]]));
  t.same(ways[mobile], ['26771234567', 'orange'], 'the mobile start that wrote the number');
  t.same(ways[card], [null, null], 'a card payment days before keeps no number');
  t.same(ways[paypal], [null, null], 'PayPal never has one');
  await sql`update payments set status = 'cancelled' where id = ${card}`.execute(db);
  await t.rejects(sql`update payments set mobile_phone = '12345' where id = ${card}`.execute(db), 'only a Botswana mobile is kept');

  t.error((await migrator.migrateTo(before)).error, 'down');
  const { rows: columns } = await sql`select 1 from information_schema.columns where table_name = 'payments' and column_name like 'mobile_%'`.execute(db);
  t.same(columns, [], 'down drops the columns');
  const { rows: states } = await sql<{ status: string }>`select status from payments where id = ${card}`.execute(db);
  t.same(states, [{ status: 'expired' }], 'a cancelled payment reads as expired before the state existed');
});
