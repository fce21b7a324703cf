/** Whether a member has ever paid (`users.payment_status`); not to be confused with a payment's own PaymentState. */
export type MembershipPaymentState = 'pending' | 'paid';

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
