import { paymentMessages } from '@guidepass/texts/en/payment-messages';
import { isMembershipActive } from '@guidepass/domain/profile';
import { refundedSentence } from '../lib/refunded-sentence.ts';
import type { ProfileRead } from '../features/profile/hooks/use-profile.ts';

// The web's one reading of the membership rule: the server's `membershipActive` snapshot is never trusted,
// the expiry is compared with the device's clock.

/** Whether the profile read shows a membership that is active at `now`. */
export function isActiveMember(read: ProfileRead, now: Date): boolean {
  return read.status === 'loaded' && isMembershipActive(read.profile, now);
}

/** Paid once, but the paid weeks are over at `now`. */
export function hasExpiredMembership(read: ProfileRead, now: Date): boolean {
  return read.status === 'loaded' && read.profile.paymentStatus === 'paid' && !isMembershipActive(read.profile, now);
}

/**
 * What the payment view says of a membership that is over (product.md §17): ended by a refund, that refund
 * ("Your payment of P100 on 29 November was refunded; your membership ended on …"), never "expired"; else the seed's
 * "Your membership has expired".
 */
export function endedMembershipMessage(read: ProfileRead, now: Date): string | null {
  if (!hasExpiredMembership(read, now) || read.status !== 'loaded') return null;
  return read.profile.refunded ? refundedSentence(read.profile.refunded, read.profile.membershipExpiry, now) : paymentMessages.membershipExpired;
}
