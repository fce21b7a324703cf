import t from 'tap';
import { sql } from 'kysely';
import type { createDb } from '../src/index.ts';
import { migrationFixture } from './migration-fixture.ts';

const migrationName = '2026-11-27T00-00_add_tier_prices';

async function setUp(t: { teardown(fn: () => Promise<void>): void }) {
  const { db, migrator, before } = await migrationFixture(t);
  return { db, migrator, before: before(migrationName) };
}

const prices = (db: ReturnType<typeof createDb>) =>
  db.selectFrom('tier_prices').select(['tier_id', 'provider', 'currency', 'amount_minor']).orderBy('provider').orderBy('tier_id').execute();

t.test('the tier prices migration moves each tier\'s PayPal and Yoco prices and prices DPO at the pula price', async (t) => {
  const { db, migrator, before } = await setUp(t);
  t.error((await migrator.migrateTo(before)).error);
  // A price changed since the seed is the one moved: the rows are read, not restated.
  await sql`update tiers set paypal_amount = 7.45, yoco_amount_cents = 13350, weekly_price_thebe = 10100 where id = 'sadc'`.execute(db);
  t.error((await migrator.migrateTo(migrationName)).error);
  t.same(await prices(db), [
    { tier_id: 'global', provider: 'dpo', currency: 'BWP', amount_minor: 38000 },
    { tier_id: 'local', provider: 'dpo', currency: 'BWP', amount_minor: 5000 },
    { tier_id: 'sadc', provider: 'dpo', currency: 'BWP', amount_minor: 10100 },
    { tier_id: 'global', provider: 'paypal', currency: 'USD', amount_minor: 2810 },
    { tier_id: 'local', provider: 'paypal', currency: 'USD', amount_minor: 370 },
    { tier_id: 'sadc', provider: 'paypal', currency: 'USD', amount_minor: 745 },
    { tier_id: 'global', provider: 'yoco', currency: 'ZAR', amount_minor: 50540 },
    { tier_id: 'local', provider: 'yoco', currency: 'ZAR', amount_minor: 6650 },
    { tier_id: 'sadc', provider: 'yoco', currency: 'ZAR', amount_minor: 13350 },
  ]);
  const { rows } = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'tiers' and column_name in ('paypal_currency', 'paypal_amount', 'yoco_amount_cents')`.execute(db);
  t.same(rows, [], 'the per-provider columns are gone from tiers');

  // Down puts the PayPal and Yoco prices back into their columns.
  t.error((await migrator.migrateTo(before)).error);
  const { rows: restored } = await sql<{ id: string; paypal_currency: string; paypal_amount: string; yoco_amount_cents: number }>`
    select id, paypal_currency, paypal_amount, yoco_amount_cents from tiers order by sort`.execute(db);
  t.same(restored, [
    { id: 'local', paypal_currency: 'USD', paypal_amount: '3.70', yoco_amount_cents: 6650 },
    { id: 'sadc', paypal_currency: 'USD', paypal_amount: '7.45', yoco_amount_cents: 13350 },
    { id: 'global', paypal_currency: 'USD', paypal_amount: '28.10', yoco_amount_cents: 50540 },
  ]);
});

t.test('a provider the migrations never named can be stored; a name that is not one is refused', async (t) => {
  const { db } = await setUp(t);
  const [member] = (await sql<{ id: string }>`insert into users (email, salesperson_first_name, salesperson_last_name, salesperson_full_name, referral_source)
    values ('m@example.com', 'A', 'B', 'A B', 'signup-form') returning id`.execute(db)).rows;
  const payment = (provider: string) =>
    db
      .insertInto('payments')
      .values({ user_id: member!.id, tier_id: 'local', provider: provider as 'paypal', amount_minor: 10000, currency: 'BWP', price_thebe: 10000, weeks: 2 })
      .execute();
  await payment('dpo');
  await db.insertInto('webhook_events').values({ provider: 'orange-money' as 'paypal', event_id: 'E1', type: 't', payload: '{}' }).execute();
  for (const bad of ['PayPal', '', 'x', "dpo'; drop table payments; --"]) {
    await t.rejects(payment(bad), /payments_provider_check/, `refuses ${JSON.stringify(bad)}`);
  }
  await t.rejects(
    db.insertInto('tier_prices').values({ tier_id: 'local', provider: 'dpo', currency: 'BWP', amount_minor: 1 }).execute(),
    /tier_prices_pkey/,
    'one price per tier and provider',
  );
  await t.rejects(db.insertInto('tier_prices').values({ tier_id: 'local', provider: 'bank', currency: 'bwp', amount_minor: 1 }).execute(), /tier_prices_currency_check/);
});
