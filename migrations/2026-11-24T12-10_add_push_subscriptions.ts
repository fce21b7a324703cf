import { sql, type Kysely } from 'kysely';

// product.md §8, Web Push: a member's devices that opted in, one row per push subscription. The endpoint (the push
// service's URL for that browser) identifies the device: a second registration of it updates its keys, and it
// belongs to one member at a time. Rows go when the push service answers 404 or 410, or the device opts out.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    // the browser's ECDH P-256 public key (65-byte point) and auth secret (16 bytes), base64url (RFC 8291)
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Every notice pushes to all of its member's devices.
  await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscriptions').execute();
}
