import t from 'tap';
import { sql } from 'kysely';
import { createDb } from '../src/index.ts';
import { createTestDatabase } from '../src/testing.ts';

// The planner is told not to scan, so the plan shows whether an index can answer the lookup at all.
async function planOf(db: ReturnType<typeof createDb>, query: string): Promise<string> {
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    const rows = await sql<{ 'QUERY PLAN': string }>`${sql.raw(`explain ${query}`)}`.execute(connection);
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

t.test('a refund finds its payment by capture reference, and a session family is checked live, through indexes', async (t) => {
  const database = await createTestDatabase();
  const db = createDb(database.url, { max: 1 });
  t.teardown(async () => {
    await db.destroy();
    await database.drop();
  });
  const byCapture = await planOf(db, `select id from payments where provider = 'paypal' and capture_ref = 'CAP-1'`);
  t.match(byCapture, /payments_provider_capture_ref_idx/);
  const liveFamily = await planOf(db, `select 1 from sessions where family = '00000000-0000-0000-0000-000000000000' and revoked_at is null and expires_at > now()`);
  t.match(liveFamily, /sessions_live_family_idx/);
});
