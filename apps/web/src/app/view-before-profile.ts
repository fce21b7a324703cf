import type { AppLocation } from './location.ts';

// Apart from select-view.ts, which reads the profile and the membership: the first view's App asks only this.

export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';

/**
 * The views the session alone decides, before anything of the signed-in member is read; null when the signed-in views
 * decide (the first view's App shows these without loading their code: product.md §19).
 */
export function viewBeforeProfile({ session, emailVerified, location }: { session: SessionStatus; emailVerified: boolean } & { location: Pick<AppLocation, 'paymentCancel'> }): 'loading' | 'fallback' | 'auth' | 'payment-cancelled' | null {
  if (session === 'loading') return 'loading';
  if (session !== 'signed-out' && session !== 'signed-in') return 'fallback';

  if (location.paymentCancel !== null) return session === 'signed-in' ? 'payment-cancelled' : 'auth';
  if (session === 'signed-out') return 'auth';
  // Ours: an unverified user stays signed in and the auth view shows the verification step.
  if (!emailVerified) return 'auth';
  return null;
}
