import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';
import { salespersonNameKey } from '@guidepass/domain/salesperson-name';
import { newReferralCode } from '../lib/salespeople/referral-code.ts';

export interface SalespersonName {
  firstName: string;
  lastName: string;
  fullName: string;
}

const publicColumns = ['id', 'first_name', 'last_name', 'full_name', 'referral_code', 'user_id'] as const;

/**
 * Inserts a salesperson for the name unless its key is taken (then undefined). A referral-code collision draws
 * another code; the unique index makes concurrent callers with one key wait, so nothing raises in a transaction.
 */
async function insertUnlessKeyTaken(db: Executor, name: SalespersonName, nameKey: string, confirmed: boolean) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const inserted = await db
      .insertInto('salespersons')
      .values({
        name_key: nameKey,
        first_name: name.firstName,
        last_name: name.lastName,
        full_name: name.fullName,
        referral_code: newReferralCode(),
        confirmed_at: confirmed ? sql`now()` : null,
      })
      .onConflict((oc) => oc.doNothing())
      .returning(publicColumns)
      .executeTakeFirst();
    if (inserted) return inserted;
    if (await findSalespersonByNameKey(db, nameKey)) return undefined;
  }
  throw new Error('could not allocate a unique referral code');
}

/**
 * A new, confirmed salesperson for a name whose key nobody has yet (admins create them, product.md §9, §14); undefined
 * when the key exists.
 */
export function insertNewSalesperson(db: Executor, name: SalespersonName) {
  return insertUnlessKeyTaken(db, name, salespersonNameKey(name.fullName), true);
}

export function findSalespersonByNameKey(db: Executor, nameKey: string) {
  return db.selectFrom('salespersons').select(['id', 'first_name', 'last_name', 'full_name']).where('name_key', '=', nameKey).executeTakeFirst();
}

/** The record an account claimed, if any. */
export function findSalespersonOfUser(db: Executor, userId: string) {
  return db.selectFrom('salespersons').select(publicColumns).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Confirmed salespersons whose keys are about as long as `nameKey` (within `edits` characters): the only ones an
 * edit-distance comparison can find close. Names to review are never offered (product.md §14). Bounded, so an odd
 * length cannot make a sign-up read a whole large table.
 */
export function confirmedSalespersonsOfKeyLength(db: Executor, nameKey: string, edits: number, limit = 5_000) {
  const length = [...nameKey].length;
  return db
    .selectFrom('salespersons')
    .select(['name_key', 'full_name'])
    .where('confirmed_at', 'is not', null)
    .where(sql<number>`char_length(name_key)`, '>=', length - edits)
    .where(sql<number>`char_length(name_key)`, '<=', length + edits)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * The salesperson for a typed name, created only if none exists for its key (concurrent callers find the winner's row).
 * A record created here is a name to review until an admin confirms it (product.md §14).
 */
export async function findOrCreateSalesperson(db: Executor, name: SalespersonName) {
  const nameKey = salespersonNameKey(name.fullName);
  for (let attempt = 0; attempt < 8; attempt++) {
    const found = (await insertUnlessKeyTaken(db, name, nameKey, false)) ?? (await findSalespersonByNameKey(db, nameKey));
    if (found) return { id: found.id, first_name: found.first_name, last_name: found.last_name, full_name: found.full_name };
  }
  throw new Error('salesperson key taken and gone again');
}

export function findSalespersonByReferralCode(db: Executor, code: string) {
  return db.selectFrom('salespersons').select(['id', 'first_name', 'last_name', 'full_name']).where('referral_code', '=', code).executeTakeFirst();
}
