/** Whether a member has ever paid (`users.payment_status`); not to be confused with a payment's own PaymentState. */
export type MembershipPaymentState = 'pending' | 'paid';

/** The salesperson record an account claimed (product.md §9). */
export interface SalespersonAccount {
  id: string;
  fullName: string;
  referralCode: string;
}

/**
 * Whether the member is to be asked who sold them guidepass: `needed` (no real salesperson and never answered: ask
 * once before paying), `open` (chosen, or nobody; may still change), `fixed` (a payment was credited: no more change).
 */
export type SalespersonChoice = 'needed' | 'open' | 'fixed';

/** The profile the API answers at GET /api/me; the web reads exactly this. */
export interface Profile {
  uid: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
  salesperson: { firstName: string; lastName: string; fullName: string };
  paymentStatus: MembershipPaymentState;
  membershipExpiry: string | null;
  membershipActive: boolean;
  // The API always sends these two; optional because a profile remembered on a device may predate them (read a
  // missing one as null and 'open').
  salespersonAccount?: SalespersonAccount | null;
  salespersonChoice?: SalespersonChoice;
  /** the latest payment that moved money was refunded: its pula price and when it was paid (product.md §17); absent in older profiles */
  refunded?: { priceThebe: number; paidAt: string } | null;
}

/** A membership is active iff paid and its expiry is still ahead. */
export function isMembershipActive(
  profile: Pick<Profile, 'paymentStatus' | 'membershipExpiry'>,
  now: Date = new Date(),
): boolean {
  return (
    profile.paymentStatus === 'paid' &&
    profile.membershipExpiry !== null &&
    new Date(profile.membershipExpiry).getTime() > now.getTime()
  );
}
