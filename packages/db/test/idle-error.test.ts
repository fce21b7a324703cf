import t from 'tap';
import pg from 'pg';
import { sql } from 'kysely';
import { createDb } from '../src/index.ts';
import { createTestDatabase, testAdminUrl } from '../src/testing.ts';

t.test('an idle connection terminated by the server is reported, not fatal, and the pool recovers', async (t) => {
  const database = await createTestDatabase();
  const errors: Error[] = [];
  const db = createDb(database.url, { onIdleError: (error) => errors.push(error) });
  t.teardown(async () => {
    await db.destroy();
    await database.release();
  });
  await sql`select 1`.execute(db);
  const admin = new pg.Client({ connectionString: testAdminUrl() });
  await admin.connect();
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [new URL(database.url).pathname.slice(1)]);
  await admin.end();
  for (let i = 0; i < 50 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  t.equal(errors.length, 1);
  t.match(errors[0], { code: '57P01' });
  const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db);
  t.same(rows, [{ one: 1 }]);
});
