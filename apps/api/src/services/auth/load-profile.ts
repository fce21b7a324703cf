import type { Executor } from '@guidepass/db';
import type { Profile, SalespersonChoice } from '@guidepass/domain/profile';
import { findProfile } from '../../repositories/users-repository.ts';

/** A profile as stored: whether the membership is active is decided at each read, from its expiry. */
export type StoredProfile = Omit<Profile, 'membershipActive' | 'salespersonAccount' | 'salespersonChoice'> &
  Required<Pick<Profile, 'salespersonAccount' | 'salespersonChoice'>>;

/**
 * The member's profile as Postgres has it now (GET /api/me caches it; writers answer it fresh). Every column it
 * reads is announced on change by a trigger: users rows (a credited payment sets payment_status) and
 * salespersons.user_id (claims), so the cache stays exact.
 */
export async function loadProfile(db: Executor, userId: string): Promise<StoredProfile | undefined> {
  const row = await findProfile(db, userId);
  if (!row) return undefined;
  // A salesperson (one who claimed a record) is not asked who sold them guidepass (product.md §14).
  const unanswered = row.salesperson_id === null && row.salesperson_chosen_at === null && !row.s_id;
  const choice: SalespersonChoice = row.payment_status === 'paid' ? 'fixed' : unanswered ? 'needed' : 'open';
  return {
    uid: row.id,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    createdAt: row.created_at.toISOString(),
    salesperson: { firstName: row.salesperson_first_name, lastName: row.salesperson_last_name, fullName: row.salesperson_full_name },
    paymentStatus: row.payment_status,
    membershipExpiry: row.membership_expiry?.toISOString() ?? null,
    salespersonAccount: row.s_id ? { id: row.s_id, fullName: row.s_full_name!, referralCode: row.s_referral_code! } : null,
    salespersonChoice: choice,
    refunded: row.last_paid?.status === 'refunded' ? { priceThebe: row.last_paid.price_thebe, paidAt: new Date(row.last_paid.captured_at).toISOString() } : null,
  };
}
