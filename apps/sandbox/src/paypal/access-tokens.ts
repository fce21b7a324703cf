import type { PaypalContext } from './paypal-context.ts';

export function issueAccessToken(context: PaypalContext): string {
  const { store, settings } = context;
  const now = settings.now().getTime();
  for (const [token, expiresAt] of store.tokens) if (expiresAt <= now) store.tokens.delete(token);
  // Shaped like PayPal's tokens (A21AA…), which clients must treat as opaque anyway.
  const token = `A21AA${context.ids.tokenText(92)}`;
  store.tokens.set(token, now + settings.tokenExpiresInSeconds * 1000);
  return token;
}

export function isAccessTokenValid(context: PaypalContext, authorization: string | undefined): boolean {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  const expiresAt = token === undefined ? undefined : context.store.tokens.get(token);
  return expiresAt !== undefined && expiresAt > context.settings.now().getTime();
}
