import { isMembershipActive } from '@guidepass/domain/profile';
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
