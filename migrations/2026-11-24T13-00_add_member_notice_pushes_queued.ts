import { sql, type Kysely } from 'kysely';

// When a mailed notice's pushes were queued, one job per device (product.md §8, Web Push). Kept apart from sent_at
// so a retry after the mail went (Redis out while queueing the pushes) queues the pushes without mailing again.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member_notices').addColumn('pushes_queued_at', 'timestamptz').execute();
  // Notices mailed before this column are done: a late retry must not push them days after their mail.
  await sql`update member_notices set pushes_queued_at = sent_at where sent_at is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('member_notices').dropColumn('pushes_queued_at').execute();
}
