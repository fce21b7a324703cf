import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('salespersons')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name_key', 'text', (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('referral_code', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_updated', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('salesperson_first_name', 'text', (c) => c.notNull())
    .addColumn('salesperson_last_name', 'text', (c) => c.notNull())
    .addColumn('salesperson_full_name', 'text', (c) => c.notNull())
    .addColumn('salesperson_id', 'uuid', (c) => c.references('salespersons.id').onDelete('set null'))
    .addColumn('payment_status', 'text', (c) => c.notNull().defaultTo('pending').check(sql`payment_status in ('pending', 'paid')`))
    .addColumn('membership_expiry', 'timestamptz')
    .addColumn('referral_source', 'text', (c) =>
      c.notNull().check(sql`referral_source in ('signup-form', 'referral-code', 'google', 'facebook')`),
    )
    .execute();
  await sql`create unique index users_email_key on users (lower(email))`.execute(db);
  await db.schema.createIndex('users_salesperson_id_idx').on('users').column('salesperson_id').execute();

  await db.schema
    .createTable('identities')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'text', (c) => c.notNull().check(sql`provider in ('google', 'facebook')`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('identities_provider_subject_key', ['provider', 'subject'])
    .execute();
  await db.schema.createIndex('identities_user_id_idx').on('identities').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('family', 'uuid', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_family_idx').on('sessions').column('family').execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('email_tokens')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('verify', 'reset')`))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_tokens_user_purpose_idx').on('email_tokens').columns(['user_id', 'purpose']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['email_tokens', 'sessions', 'identities', 'users', 'salespersons']) {
    await db.schema.dropTable(table).execute();
  }
}
