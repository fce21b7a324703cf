import { sql } from 'kysely';
import type { Db } from '@guidepass/db';

/**
 * K members of one salesperson, each with one open PayPal payment (status created, as after the member's start),
 * written straight into the database. Answers the payments' ids.
 */
export async function insertOpenPayments(db: Db, count: number): Promise<string[]> {
  const salesperson = await db
    .insertInto('salespersons')
    .values({ name_key: 'bench seller', first_name: 'Bench', last_name: 'Seller', full_name: 'Bench Seller', referral_code: 'BENCH01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`
    insert into users (email, email_verified_at, salesperson_first_name, salesperson_last_name, salesperson_full_name, salesperson_id, referral_source)
    select 'activation-' || i || '@example.com', now(), 'Bench', 'Seller', 'Bench Seller', ${salesperson.id}, 'signup-form'
    from generate_series(1, ${count}) as i`.execute(db);
  const payments = await sql<{ id: string }>`
    insert into payments (user_id, tier_id, provider, provider_ref, amount_minor, currency, price_thebe, weeks)
    select id, 'local', 'paypal', 'BENCH' || row_number() over (order by id), 370, 'USD', 10000, 2
    from users where salesperson_id = ${salesperson.id}
    returning id`.execute(db);
  await sql`analyze`.execute(db);
  return payments.rows.map((r) => r.id);
}
