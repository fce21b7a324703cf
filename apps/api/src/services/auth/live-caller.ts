import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { AccessClaims } from '../../lib/auth/access-token.ts';
import type { Caller } from '../../lib/auth/caller.ts';
import { findLiveSessionUser } from '../../repositories/sessions-repository.ts';

/** The caller these claims name, while their session family is still live; null once it is revoked or expired. */
export async function liveCaller(app: FastifyInstance, claims: AccessClaims, since = performance.now()): Promise<Caller | null> {
  const session = await app.liveCache.liveSession(claims.fam, claims.sub, since, async () => {
    const row = await findLiveSessionUser(app.db, claims.sub, claims.fam);
    if (!row) return undefined;
    return {
      userId: row.id,
      email: row.email,
      emailVerified: row.email_verified_at !== null,
      signedInAt: new Date(row.signed_in_at as unknown as string),
      liveUntil: row.expires_at,
    };
  });
  if (!session) return null;
  return {
    id: session.userId,
    email: session.email,
    emailVerified: session.emailVerified,
    family: claims.fam,
    signedInAt: session.signedInAt,
    checkedSince: since,
  };
}
