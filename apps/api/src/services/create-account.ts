import type { Transaction } from 'kysely';
import type { Database, Db, ReferralSource } from '@guidepass/db';
import { findOrCreateSalesperson, findSalespersonByReferralCode, type SalespersonName } from '../repositories/salespersons-repository.ts';
import { insertUser } from '../repositories/users-repository.ts';
import { InvalidReferralCode } from '../errors.ts';

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  emailVerified: boolean;
  referralSource: ReferralSource;
  /** a referral code wins over a typed name; with neither, `fallbackSalesperson` is used */
  referralCode?: string | undefined;
  salesperson?: SalespersonName | undefined;
  fallbackSalesperson?: SalespersonName | undefined;
}

/**
 * Creates the user with its salesperson in the caller's transaction. A duplicate e-mail raises the unique
 * violation on users_email_key, which rolls back the salesperson created with it.
 */
export async function createAccount(trx: Transaction<Database> | Db, account: NewAccount): Promise<string> {
  let salesperson: { id: string | null; first_name: string; last_name: string; full_name: string };
  let source = account.referralSource;
  if (account.referralCode) {
    const found = await findSalespersonByReferralCode(trx, account.referralCode);
    if (!found) throw new InvalidReferralCode();
    salesperson = found;
    source = 'referral-code';
  } else if (account.salesperson) {
    salesperson = await findOrCreateSalesperson(trx, account.salesperson);
  } else if (account.fallbackSalesperson) {
    // Placeholder names ("Google User") are not a salesperson to credit.
    const s = account.fallbackSalesperson;
    salesperson = { id: null, first_name: s.firstName, last_name: s.lastName, full_name: s.fullName };
  } else {
    throw new Error('createAccount needs a salesperson, a referral code or a fallback');
  }
  return insertUser(trx, {
    email: account.email,
    password_hash: account.passwordHash,
    email_verified_at: account.emailVerified ? new Date() : null,
    salesperson_first_name: salesperson.first_name,
    salesperson_last_name: salesperson.last_name,
    salesperson_full_name: salesperson.full_name,
    salesperson_id: salesperson.id,
    referral_source: source,
  });
}
