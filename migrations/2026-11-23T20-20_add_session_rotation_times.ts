import { sql, type Kysely } from 'kysely';

// A rotated refresh token is told apart from a revoked one (`rotated_at`), so a second tab refreshing with it a few
// seconds later is not taken for a replay; and every row carries its sign-in's start (`family_started_at`), so a
// family cannot be refreshed past its absolute lifetime however often it is used.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('rotated_at', 'timestamptz').execute();
  await db.schema.alterTable('sessions').addColumn('family_started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`)).execute();
  await sql`update sessions s set family_started_at = f.started from (select family, min(created_at) as started from sessions group by family) f where f.family = s.family`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('family_started_at').execute();
  await db.schema.alterTable('sessions').dropColumn('rotated_at').execute();
}
