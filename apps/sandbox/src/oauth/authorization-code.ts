import type { AuthorizationRequest } from './authorization-request.ts';
import { createExpiringStore, type ExpiringStore } from './expiring-store.ts';
import type { Identity } from './identity.ts';
import { verifyCodeVerifier } from './pkce.ts';

export interface AuthorizationGrant {
  request: AuthorizationRequest;
  identity: Identity;
}

export type AuthorizationCodeStore = ExpiringStore<AuthorizationGrant>;

export function createAuthorizationCodeStore(now?: () => number): AuthorizationCodeStore {
  return createExpiringStore<AuthorizationGrant>({ ttlSeconds: 60, ...(now ? { now } : {}) });
}

export interface CodeRedemption {
  code: string | undefined;
  clientId: string;
  redirectUri: string | undefined;
  codeVerifier: string | undefined;
}

export type RedemptionResult = { ok: true; grant: AuthorizationGrant } | { ok: false; reason: string };

/** Redeems a code once: any attempt, good or bad, uses it up. */
export function redeemAuthorizationCode(codes: AuthorizationCodeStore, redemption: CodeRedemption): RedemptionResult {
  if (!redemption.code) return { ok: false, reason: 'Missing code' };
  const grant = codes.take(redemption.code);
  if (!grant) return { ok: false, reason: 'The code is unknown, expired or already used' };
  const { request } = grant;
  if (request.clientId !== redemption.clientId) return { ok: false, reason: 'The code was issued to another client' };
  if (request.redirectUri !== redemption.redirectUri) {
    return { ok: false, reason: 'redirect_uri does not match the one used in the authorization request' };
  }
  if (request.codeChallenge && request.codeChallengeMethod) {
    if (!redemption.codeVerifier) return { ok: false, reason: 'Missing code_verifier' };
    if (!verifyCodeVerifier(redemption.codeVerifier, request.codeChallenge, request.codeChallengeMethod)) {
      return { ok: false, reason: 'code_verifier does not match the code_challenge' };
    }
  } else if (redemption.codeVerifier) {
    // OAuth 2.1 / RFC 9700: a verifier without a challenge hints at a PKCE downgrade attack.
    return { ok: false, reason: 'code_verifier given but the authorization request had no code_challenge' };
  }
  return { ok: true, grant };
}
