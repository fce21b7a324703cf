import { sql, type Kysely } from 'kysely';

// product.md §17: the way a payment was made is kept on the payment itself when it is started, so receipts, mails,
// the ledger, admin views and the CSV can name it ("Orange Money ·· 567") after the member's remembered number has
// changed. A "Pay another way" withdraws an unpaid payment: the state `cancelled` comes back for it.
// Older rows keep what can be known: a DPO payment started within two minutes before the member's remembered number
// was last written was the mobile-money start that wrote it (the start records the payment, then remembers the number).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('payments')
    .addColumn('mobile_phone', 'text', (column) => column.check(sql`mobile_phone ~ '^2677[0-9]{7}$'`))
    .addColumn('mobile_operator', 'text', (column) => column.check(sql`mobile_operator ~ '^[A-Za-z0-9_-]{1,40}$'`))
    .execute();
  await sql`
    update payments p set mobile_phone = n.phone, mobile_operator = n.operator
    from mobile_money_numbers n
    where p.user_id = n.user_id and p.provider = 'dpo'
      and p.created_at between n.updated_at - interval '2 minutes' and n.updated_at`.execute(db);
  await sql`alter table payments drop constraint payments_status_check`.execute(db);
  await sql`alter table payments add constraint payments_status_check check (status in ('created', 'pending', 'captured', 'failed', 'cancelled', 'expired', 'refunded'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update payments set status = 'expired' where status = 'cancelled'`.execute(db);
  await sql`alter table payments drop constraint payments_status_check`.execute(db);
  await sql`alter table payments add constraint payments_status_check check (status in ('created', 'pending', 'captured', 'failed', 'expired', 'refunded'))`.execute(db);
  await db.schema.alterTable('payments').dropColumn('mobile_phone').dropColumn('mobile_operator').execute();
}
