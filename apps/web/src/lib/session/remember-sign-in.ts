import type { Profile } from '@guidepass/domain/profile';
import type { LastSignInStore } from './last-sign-in.ts';
import type { SessionState } from './session-types.ts';

// When a refresh cannot reach the server, this device's non-secret hint of the last sign-in keeps the person
// signed in as far as the device can tell, until the network is back and the refresh can be asked again.

/** Notes who signed in here, keeping their profile snapshot only while it is the same account. */
export function rememberSignIn(store: LastSignInStore, email: string | null, emailVerified: boolean): void {
  const previous = store.read();
  // A refresh does not say whose session it is: the address comes from the sign-in or the profile.
  const sameAccount = previous !== null && (email === null || previous.email === email);
  const next = { email: email ?? previous?.email ?? null, emailVerified, profile: sameAccount ? previous.profile : null };
  if (JSON.stringify(next) !== JSON.stringify(previous)) store.write(next);
}

/** Keeps the signed-in person's profile for opening offline; a session opened offline has nothing new. */
export function rememberProfile(store: LastSignInStore, state: SessionState, profile: Profile): void {
  if (state.status !== 'signed-in' || state.offline) return;
  store.write({ email: profile.email, emailVerified: state.emailVerified, profile });
}

/** The state to open with when the server cannot be reached: whoever last signed in here, if anyone did. */
export function offlineState(store: LastSignInStore): SessionState | null {
  const hint = store.read();
  return hint === null ? null : { status: 'signed-in', emailVerified: hint.emailVerified, email: hint.email, offline: true };
}
