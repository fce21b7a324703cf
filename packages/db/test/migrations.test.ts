import t from 'tap';
import { sql } from 'kysely';
import { createDb, isUniqueViolation } from '../src/index.ts';
import { createTestDatabase } from '../src/testing.ts';

t.test('the migrated schema seeds the three tiers at their weekly prices', async (t) => {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  t.teardown(async () => {
    await db.destroy();
    await database.release();
  });
  const tiers = await db.selectFrom('tiers').select(['id', 'name', 'weekly_price_thebe']).orderBy('sort').execute();
  t.same(tiers, [
    { id: 'local', name: 'Local (Botswana Citizens)', weekly_price_thebe: 5000 },
    { id: 'sadc', name: 'SADC Citizens', weekly_price_thebe: 10000 },
    { id: 'global', name: 'Global Citizens', weekly_price_thebe: 38000 },
  ]);
});

t.test('user e-mails are unique whatever their case', async (t) => {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  t.teardown(async () => {
    await db.destroy();
    await database.release();
  });
  const user = (email: string) => ({
    email,
    salesperson_first_name: 'A',
    salesperson_last_name: 'B',
    salesperson_full_name: 'A B',
    referral_source: 'signup-form' as const,
  });
  await db.insertInto('users').values(user('Mpho@Example.com')).execute();
  const error = await db.insertInto('users').values(user('mpho@example.COM')).execute().catch((e: unknown) => e);
  t.ok(isUniqueViolation(error, 'users_email_key'));
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from users`.execute(db);
  t.equal(rows[0]?.n, 1);
});
