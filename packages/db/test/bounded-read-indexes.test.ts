import t from 'tap';
import { sql } from 'kysely';
import { createDb } from '../src/index.ts';
import { createTestDatabase } from '../src/testing.ts';

// The planner is told not to scan, so the plan shows whether the index can answer the month's sales at all.
async function planOf(db: ReturnType<typeof createDb>, query: string): Promise<string> {
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    const rows = await sql<{ 'QUERY PLAN': string }>`${sql.raw(`explain ${query}`)}`.execute(connection);
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

t.test("the monthly earnings report reads a month's captured sales through an index, not every payment", async (t) => {
  const database = await createTestDatabase();
  const db = createDb(database.url, { max: 1 });
  t.teardown(async () => {
    await db.destroy();
    await database.drop();
  });
  const month = await planOf(
    db,
    `select salesperson_id, count(*), sum(price_thebe), sum(commission_thebe) from payments
     where status = 'captured' and captured_at >= '2026-11-01' and captured_at < '2026-12-01' group by salesperson_id`,
  );
  t.match(month, /payments_captured_sales_idx/);
  t.notMatch(month, /Seq Scan on payments/);
});

t.test("a session's sign-in time is the first entry of its family in an index, not a read of the whole refresh chain", async (t) => {
  const database = await createTestDatabase();
  const db = createDb(database.url, { max: 1 });
  t.teardown(async () => {
    await db.destroy();
    await database.drop();
  });
  const signedIn = await planOf(db, `select min(created_at) from sessions where family = '00000000-0000-0000-0000-000000000000'`);
  t.match(signedIn, /Index Only Scan using sessions_family_created_idx/);
  t.match(signedIn, /Limit/);
});
