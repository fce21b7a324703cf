import type { PaypalState } from './paypal-state.ts';

export function issueAccessToken(state: PaypalState): string {
  const { store, settings } = state;
  const now = settings.now().getTime();
  for (const [token, expiresAt] of store.tokens) if (expiresAt <= now) store.tokens.delete(token);
  // Shaped like PayPal's tokens (A21AA…), which clients must treat as opaque anyway.
  const token = `A21AA${state.ids.tokenText(92)}`;
  store.tokens.set(token, now + settings.tokenExpiresInSeconds * 1000);
  return token;
}

export function isAccessTokenValid(state: PaypalState, authorization: string | undefined): boolean {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  const expiresAt = token === undefined ? undefined : state.store.tokens.get(token);
  return expiresAt !== undefined && expiresAt > state.settings.now().getTime();
}
