import { sql, type Kysely } from 'kysely';

// product.md §9: admins invite a salesperson by e-mail to claim their record (single use, 7 days; a new invite
// replaces an unclaimed one), merge duplicate records leaving an audit row, and a member without a real salesperson
// is asked once who sold them guidepass.
export async function up(db: Kysely<any>): Promise<void> {
  // Only the token's hash is stored; the mail job derives the token from the row id with the server secret.
  await db.schema
    .createTable('salesperson_invites')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('salesperson_id', 'uuid', (c) => c.notNull().references('salespersons.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('used_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('replaced_at', 'timestamptz')
    .execute();
  // At most one open invite per record: re-inviting marks the open one replaced in the same transaction.
  await sql`create unique index salesperson_invites_open_key on salesperson_invites (salesperson_id)
    where used_at is null and replaced_at is null`.execute(db);

  // The merged record is deleted; this row keeps who it was, where it went and who decided.
  await db.schema
    .createTable('salesperson_merges')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('merged_id', 'uuid', (c) => c.notNull())
    .addColumn('merged_first_name', 'text', (c) => c.notNull())
    .addColumn('merged_last_name', 'text', (c) => c.notNull())
    .addColumn('merged_full_name', 'text', (c) => c.notNull())
    .addColumn('merged_referral_code', 'text', (c) => c.notNull())
    .addColumn('into_id', 'uuid', (c) => c.references('salespersons.id').onDelete('set null'))
    .addColumn('users_moved', 'integer', (c) => c.notNull())
    .addColumn('payments_moved', 'integer', (c) => c.notNull())
    .addColumn('merged_by', 'text', (c) => c.notNull())
    .addColumn('merged_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Set when the member chose a salesperson (or nobody) after sign-up; with no salesperson_id and no choice the
  // member is asked before paying.
  await db.schema.alterTable('users').addColumn('salesperson_chosen_at', 'timestamptz').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('salesperson_chosen_at').execute();
  await db.schema.dropTable('salesperson_merges').execute();
  await db.schema.dropTable('salesperson_invites').execute();
}
