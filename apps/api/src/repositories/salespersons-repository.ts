import type { Executor } from '@guidepass/db';
import { salespersonNameKey } from '@guidepass/domain/salesperson-name';
import { newReferralCode } from '../lib/referral-code.ts';

export interface SalespersonName {
  firstName: string;
  lastName: string;
  fullName: string;
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
