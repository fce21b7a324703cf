import type { Test } from 'tap';
import { sql } from 'kysely';
import { createDb, type Db } from '../src/index.ts';
import { createTestDatabase } from '../src/testing.ts';

/** A migrated database of the test's own, with one connection, dropped when the test ends. */
export async function databaseForPlans(t: Test): Promise<Db> {
  const database = await createTestDatabase();
  const db = createDb(database.url, { max: 1 });
  t.teardown(async () => {
    await db.destroy();
    await database.release();
  });
  return db;
}

// The planner is told not to scan, so the plan shows whether an index can answer the query at all.
export async function planOf(db: Db, query: string): Promise<string> {
  return db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    const rows = await sql<{ 'QUERY PLAN': string }>`${sql.raw(`explain ${query}`)}`.execute(connection);
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}
