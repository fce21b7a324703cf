import { sql } from 'kysely';
import type { Executor, NewUser } from '@guidepass/db';

export function findUserByEmail(db: Executor, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'password_hash', 'email_verified_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(db: Executor, user: NewUser): Promise<string> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function markEmailVerified(db: Executor, userId: string): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: sql`coalesce(email_verified_at, now())` }).where('id', '=', userId).execute();
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

/** The profile's columns, with the salesperson record the account claimed (s_*, null when none). */
export function findProfile(db: Executor, userId: string) {
  return db
    .selectFrom('users as u')
    .leftJoin('salespersons as s', 's.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.email_verified_at',
      'u.created_at',
      'u.salesperson_first_name',
      'u.salesperson_last_name',
      'u.salesperson_full_name',
      'u.salesperson_id',
      'u.salesperson_chosen_at',
      'u.payment_status',
      'u.membership_expiry',
      's.id as s_id',
      's.full_name as s_full_name',
      's.referral_code as s_referral_code',
    ])
    // The latest payment that moved money: when it was refunded, the membership ended by that refund (product.md §17).
    .select(
      sql<{ status: string; price_thebe: number; captured_at: string } | null>`(select json_build_object('status', p.status, 'price_thebe', p.price_thebe, 'captured_at', p.captured_at)
        from payments p where p.user_id = u.id and p.status in ('captured', 'refunded') order by p.captured_at desc limit 1)`.as('last_paid'),
    )
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** Deletes the account; identities, sessions and e-mail tokens go with it (cascade), payments stay with no user. */
export async function deleteUser(db: Executor, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Deletes the account only while its e-mail is unverified (cascade as deleteUser); false when it was not. */
export async function deleteUnverifiedUser(db: Executor, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).where('email_verified_at', 'is', null).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Whether the account may open the guide now, by Postgres's clock: an active membership, or a salesperson record it
 * claimed (a confirmed salesperson; product.md §14). Administrators are decided by configuration (services/guide/guide-access.ts).
 */
export async function guideOpenNow(db: Executor, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('users as u')
    .select(
      sql<boolean>`(u.payment_status = 'paid' and u.membership_expiry > now()) or exists (select 1 from salespersons s where s.user_id = u.id)`.as('open'),
    )
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row?.open ?? false;
}

/** The account's password hash; null for an account that only signs in with a provider. */
export async function findPasswordHash(db: Executor, userId: string): Promise<string | null | undefined> {
  const row = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

/** Who sold the member guidepass, as settled from their answer. */
export interface ChosenSalesperson {
  id: string | null;
  first_name: string;
  last_name: string;
  full_name: string;
}

/**
 * Records the member's salesperson while they have not paid; false once they have (the first credited payment fixes
 * it). Guarded by the payment state: a capture crediting the member takes the same row lock, so either it credits
 * the salesperson chosen here, or this finds the member paid and changes nothing.
 */
export async function setSalespersonBeforePayment(db: Executor, userId: string, salesperson: ChosenSalesperson): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({
      salesperson_id: salesperson.id,
      salesperson_first_name: salesperson.first_name,
      salesperson_last_name: salesperson.last_name,
      salesperson_full_name: salesperson.full_name,
      salesperson_chosen_at: sql`now()`,
    })
    .where('id', '=', userId)
    .where('payment_status', '=', 'pending')
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
