import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../plugins/external/jwt.ts';
import type { Caller } from '../plugins/app/authenticate.ts';
import { findLiveSessionUser } from '../repositories/sessions-repository.ts';

/** A short-lived cookie that lets a browser open pages (the guide, the admin area) an access token cannot reach. */
export interface PurposeCookie {
  purpose: NonNullable<AccessClaims['purpose']>;
  name: string;
  path: string;
  seconds: number;
}

/** Sets the cookie: a JWT bound to the caller's session family and to one purpose. Answers when it expires. */
export function setPurposeCookie(app: FastifyInstance, reply: FastifyReply, caller: Caller, cookie: PurposeCookie): Date {
  const token = app.jwt.sign({ sub: caller.id, fam: caller.family, purpose: cookie.purpose }, { expiresIn: cookie.seconds });
  const expiresAt = new Date(Date.now() + cookie.seconds * 1000);
  reply.setCookie(cookie.name, token, {
    path: cookie.path,
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.appUrl.startsWith('https://'),
    expires: expiresAt,
  });
  return expiresAt;
}

/** The caller behind a valid cookie of this purpose whose session is still live, or null. */
export async function callerFromPurposeCookie(app: FastifyInstance, request: FastifyRequest, cookie: Pick<PurposeCookie, 'purpose' | 'name'>): Promise<Caller | null> {
  const value = request.cookies[cookie.name];
  if (!value) return null;
  let claims: AccessClaims;
  try {
    claims = app.jwt.verify<AccessClaims>(value);
  } catch {
    return null;
  }
  if (claims.purpose !== cookie.purpose) return null;
  const row = await findLiveSessionUser(app.db, claims.sub, claims.fam);
  if (!row) return null;
  return { id: row.id, email: row.email, emailVerified: row.email_verified_at !== null, family: claims.fam, signedInAt: new Date(row.signed_in_at as unknown as string) };
}
