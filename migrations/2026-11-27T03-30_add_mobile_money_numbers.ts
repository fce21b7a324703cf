import { sql, type Kysely } from 'kysely';

// Mobile money (product.md §13): the number and wallet a member last paid with, kept for their next payment and for
// "Renew now" in one tap. One row per member, replaced by each mobile-money start; gone with the account.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mobile_money_numbers')
    .addColumn('user_id', 'uuid', (column) => column.primaryKey().references('users.id').onDelete('cascade'))
    // digits with the country code, as DPO takes it: 26771234567
    .addColumn('phone', 'text', (column) => column.notNull().check(sql`phone ~ '^2677[0-9]{7}$'`))
    .addColumn('operator', 'text', (column) => column.notNull().check(sql`operator ~ '^[a-z0-9_-]{1,40}$'`))
    .addColumn('updated_at', 'timestamptz', (column) => column.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('mobile_money_numbers').execute();
}
