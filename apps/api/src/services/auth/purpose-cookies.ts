import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../../lib/auth/access-token.ts';
import type { Caller } from '../../lib/auth/caller.ts';
import { liveCaller } from './live-caller.ts';
import { SessionRequired } from '../../errors.ts';
import { cookieScope } from '../../lib/auth/cookie-scope.ts';

/** A short-lived cookie that lets a browser open pages (the admin area) an access token cannot reach. */
export interface PurposeCookie {
  purpose: NonNullable<AccessClaims['purpose']>;
  name: string;
  path: string;
  seconds: number;
}

/** Opens the /admin pages in a browser (issued by POST /api/admin/session to administrators). */
export const adminCookie: PurposeCookie = { purpose: 'admin', name: 'gp_admin', path: '/admin', seconds: 15 * 60 };

/** Sets the cookie: a JWT bound to the caller's session family and to one purpose. Answers when it expires. */
export function setPurposeCookie(app: FastifyInstance, reply: FastifyReply, caller: Caller, cookie: PurposeCookie): Date {
  const token = app.jwt.sign({ sub: caller.id, fam: caller.family, purpose: cookie.purpose }, { expiresIn: cookie.seconds });
  const expiresAt = new Date(Date.now() + cookie.seconds * 1000);
  const scope = cookieScope(app.config.appUrl, cookie.name, cookie.path);
  reply.setCookie(scope.name, token, { path: scope.path, httpOnly: true, sameSite: 'strict', secure: scope.secure, expires: expiresAt });
  return expiresAt;
}

/** The caller behind a valid cookie of this purpose whose session is still live, or null. */
export async function callerFromPurposeCookie(app: FastifyInstance, request: FastifyRequest, cookie: Pick<PurposeCookie, 'purpose' | 'name'>): Promise<Caller | null> {
  const value = request.cookies[cookieScope(app.config.appUrl, cookie.name, '/').name];
  if (!value) return null;
  let claims: AccessClaims;
  try {
    claims = app.jwt.verify<AccessClaims>(value);
  } catch {
    return null;
  }
  if (claims.purpose !== cookie.purpose) return null;
  return liveCaller(app, claims);
}

/** onRequest hook for pages a browser opens with this cookie; an API client may send its access token instead. */
export function cookieOrTokenGuard(app: FastifyInstance, cookie: Pick<PurposeCookie, 'purpose' | 'name'>): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    if (request.headers.authorization) return app.authenticate(request);
    request.caller = await callerFromPurposeCookie(app, request, cookie);
    if (!request.caller) throw new SessionRequired();
  };
}
