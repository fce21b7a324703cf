import type { Transaction } from 'kysely';
import type { Database, Db, ReferralSource } from '@guidepass/db';
import { insertUser } from '../../repositories/users-repository.ts';
import { settleSalesperson, type SalespersonDecision } from '../salespeople/salesperson-choice.ts';

export interface NewAccount {
  email: string;
  passwordHash: string | null;
  emailVerified: boolean;
  referralSource: ReferralSource;
  /** decided by decideSalesperson, or `none` with placeholder names ("Google User") the member is later asked about */
  salesperson: SalespersonDecision;
}

/**
 * Creates the user with its salesperson in the caller's transaction. A duplicate e-mail raises the unique
 * violation on users_email_key, which rolls back the salesperson created with it.
 */
export async function createAccount(trx: Transaction<Database> | Db, account: NewAccount): Promise<string> {
  const salesperson = await settleSalesperson(trx, account.salesperson);
  const byCode = account.salesperson.kind === 'existing' && account.salesperson.byCode;
  return insertUser(trx, {
    email: account.email,
    password_hash: account.passwordHash,
    email_verified_at: account.emailVerified ? new Date() : null,
    salesperson_first_name: salesperson.first_name,
    salesperson_last_name: salesperson.last_name,
    salesperson_full_name: salesperson.full_name,
    salesperson_id: salesperson.id,
    referral_source: byCode ? 'referral-code' : account.referralSource,
  });
}
