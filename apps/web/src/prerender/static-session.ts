import type { Session, SessionState } from '../lib/session/session-types.ts';

/** The session of a prerendered page: it stays in `state` (signed out, or loading), and nothing can be done with it. */
export function staticSession(state: SessionState): Session {
  const refused = () => {
    throw new Error('the prerendered first view has no session to act on');
  };
  return {
    getState: () => state,
    subscribe: () => () => {},
    restore: () => Promise.resolve(),
    signIn: refused,
    refresh: () => Promise.resolve(false),
    call: refused,
    signOut: () => Promise.resolve(),
    drop: refused,
    signedInHere: () => false,
    noteProviderSignIn: refused,
    rememberProfile: refused,
    lastProfile: () => null,
    dispose: () => {},
  };
}
