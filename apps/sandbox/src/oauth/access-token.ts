import { createExpiringStore, type ExpiringStore } from './expiring-store.ts';
import type { Identity } from './identity.ts';

export interface AccessGrant {
  clientId: string;
  scope: string;
  identity: Identity;
}

export type AccessTokenStore = ExpiringStore<AccessGrant>;

export function createAccessTokenStore(ttlSeconds: number, now?: () => number): AccessTokenStore {
  return createExpiringStore<AccessGrant>({ ttlSeconds, ...(now ? { now } : {}) });
}

/** The token from an `Authorization: Bearer <token>` header, if there is one. */
export function readBearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
}
