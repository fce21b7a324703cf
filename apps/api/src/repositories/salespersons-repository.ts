import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';
import { salespersonNameKey } from '@guidepass/domain/salesperson-name';
import { newReferralCode } from '../lib/referral-code.ts';

export interface SalespersonName {
  firstName: string;
  lastName: string;
  fullName: string;
}

const publicColumns = ['id', 'first_name', 'last_name', 'full_name', 'referral_code', 'user_id'] as const;

/**
 * A new salesperson for a name whose key nobody has yet (admins create them, product.md §9); undefined when the key
 * exists. A referral-code collision draws another code.
 */
export async function insertNewSalesperson(db: Executor, name: SalespersonName) {
  const nameKey = salespersonNameKey(name.fullName);
  for (let attempt = 0; attempt < 8; attempt++) {
    const inserted = await db
      .insertInto('salespersons')
      .values({ name_key: nameKey, first_name: name.firstName, last_name: name.lastName, full_name: name.fullName, referral_code: newReferralCode() })
      .onConflict((oc) => oc.doNothing())
      .returning(publicColumns)
      .executeTakeFirst();
    if (inserted) return inserted;
    if (await findSalespersonByNameKey(db, nameKey)) return undefined;
  }
  throw new Error('could not allocate a unique referral code');
}

export function findSalespersonByNameKey(db: Executor, nameKey: string) {
  return db.selectFrom('salespersons').select(['id', 'first_name', 'last_name', 'full_name']).where('name_key', '=', nameKey).executeTakeFirst();
}

/** The record an account claimed, if any. */
export function findSalespersonOfUser(db: Executor, userId: string) {
  return db.selectFrom('salespersons').select(publicColumns).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Salespersons whose keys are about as long as `nameKey` (within `edits` characters): the only ones an edit-distance
 * comparison can find close. Bounded, so an odd length cannot make a sign-up read a whole large table.
 */
export function salespersonsOfKeyLength(db: Executor, nameKey: string, edits: number, limit = 5_000) {
  const length = [...nameKey].length;
  return db
    .selectFrom('salespersons')
    .select(['name_key', 'full_name'])
    .where(sql<number>`char_length(name_key)`, '>=', length - edits)
    .where(sql<number>`char_length(name_key)`, '<=', length + edits)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/**
 * The salesperson for a name, created only if none exists for its key. Concurrent callers with the same key
 * wait on the unique index and then find the winner's row; nothing raises, so a caller's transaction survives.
 */
export async function findOrCreateSalesperson(db: Executor, name: SalespersonName) {
  const nameKey = salespersonNameKey(name.fullName);
  for (let attempt = 0; attempt < 8; attempt++) {
    const inserted = await db
      .insertInto('salespersons')
      .values({
        name_key: nameKey,
        first_name: name.firstName,
        last_name: name.lastName,
        full_name: name.fullName,
        referral_code: newReferralCode(),
      })
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'first_name', 'last_name', 'full_name'])
      .executeTakeFirst();
    if (inserted) return inserted;
    const existing = await db
      .selectFrom('salespersons')
      .select(['id', 'first_name', 'last_name', 'full_name'])
      .where('name_key', '=', nameKey)
      .executeTakeFirst();
    if (existing) return existing;
    // The conflict was a referral-code collision: draw another code.
  }
  throw new Error('could not allocate a unique referral code');
}

export function findSalespersonByReferralCode(db: Executor, code: string) {
  return db.selectFrom('salespersons').select(['id', 'first_name', 'last_name', 'full_name']).where('referral_code', '=', code).executeTakeFirst();
}
