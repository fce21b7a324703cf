import type { ProfileRead } from '../features/profile/hooks/use-profile.ts';
import type { AppLocation } from './location.ts';
import { isActiveMember } from './membership.ts';
import { viewBeforeProfile, type SessionStatus } from './view-before-profile.ts';

export type { SessionStatus };

export type View = 'loading' | 'auth' | 'payment' | 'payment-success' | 'payment-cancelled' | 'main' | 'admin' | 'sales' | 'membership' | 'fallback';


export interface ViewInput {
  session: SessionStatus;
  /** Only read when signed in. */
  emailVerified: boolean;
  /** Only read when signed in and verified. */
  profile: ProfileRead;
  location: Pick<AppLocation, 'paymentCancel' | 'paymentReturn' | 'admin' | 'sales' | 'membership'> & Partial<Pick<AppLocation, 'guide'>>;
  /** A salesperson invite this tab keeps (`/?claim=`, sessionStorage) is waiting to be claimed. */
  claimPending?: boolean;
  /** The reminder's `/?renew=1` this tab keeps through a Google/Facebook sign-in (lib/remembered-renew.ts). */
  renewPending?: boolean;
  /** The server said the person is an administrator (GET /api/admin/status); false until it answers. */
  admin?: boolean;
  now: Date;
}

/** Chooses the one view to show (product.md section 4, original-spec.md section 4). */
export function selectView({ session, emailVerified, profile, location, now, claimPending = false, renewPending = false, admin = false }: ViewInput): View {
  const before = viewBeforeProfile({ session, emailVerified, location });
  if (before !== null) return before;
  // Ours: the admin view needs no profile or membership; the view itself asks the server whether the person is an admin.
  if (location.admin !== null) return 'admin';
  // Ours: "My sales" needs no membership either; the view asks the server whether the account is a salesperson
  // (and first claims a waiting invite).
  if (location.sales !== null || claimPending) return 'sales';
  // Ours: "My membership" (and the reminder's `/?renew=1`, kept through a Google/Facebook sign-in) reads its own data; a member without one may open it too
  // (password change, Delete My Account, the way to a first membership).
  if ((location.membership !== null || renewPending) && location.paymentReturn === null) return 'membership';
  // Ours: until the profile is read nothing can be decided, and showing payment first would flicker.
  if (profile.status === 'loading') return 'loading';

  if (profile.status !== 'loaded' && profile.status !== 'not-found' && profile.status !== 'error') return 'fallback';

  const active = isActiveMember(profile, now);
  if (location.paymentReturn !== null) return active ? 'payment-success' : 'payment';
  // Ours (product.md §14): a confirmed salesperson's home is My sales, never the paywall; from it they open the guide
  // (`/?view=guide`) without paying, to show customers what they buy (the server lets them in: not a membership).
  // An administrator opens it the same way, from the admin view.
  const salesperson = profile.status === 'loaded' && (profile.profile.salespersonAccount ?? null) !== null;
  if (location.guide === true && (active || salesperson || admin)) return 'main';
  if (salesperson) return 'sales';
  // No profile or a read error leads to payment, as does a profile without an active membership.
  return active ? 'main' : 'payment';
}
