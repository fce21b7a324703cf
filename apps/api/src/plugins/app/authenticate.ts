import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../external/jwt.ts';
import { findLiveSessionUser } from '../../repositories/sessions-repository.ts';
import { EmailNotVerified, NotAdmin, SessionRequired } from '../../errors.ts';

export interface Caller {
  id: string;
  email: string;
  emailVerified: boolean;
  family: string;
  signedInAt: Date;
  /** performance.now() when the session check began: this request's reads from memory are current as of then */
  checkedSince: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: Caller | null;
  }
  interface FastifyInstance {
    /** onRequest hook: a valid access token whose session family is still live. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest hook for routes closed to unverified e-mails (runs after authenticate). */
    requireVerifiedEmail(request: FastifyRequest): Promise<void>;
    /** onRequest hook for administrators: a verified e-mail listed in ADMIN_EMAILS (runs after authenticate). */
    requireAdmin(request: FastifyRequest): Promise<void>;
  }
}

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

/** Whether this caller is an administrator: a verified e-mail listed in ADMIN_EMAILS (the one rule, requireAdmin's). */
export function isAdminCaller(app: FastifyInstance, caller: Caller): boolean {
  return caller.emailVerified && app.config.adminEmails.includes(caller.email.toLowerCase());
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new SessionRequired();
  return request.caller;
}

export default fp(
  async function authenticate(app) {
    app.decorateRequest('caller', null);

    app.decorate('authenticate', async function (request: FastifyRequest) {
      const since = performance.now();
      let claims;
      try {
        claims = await request.jwtVerify<AccessClaims>();
      } catch {
        throw new SessionRequired();
      }
      if (claims.purpose) throw new SessionRequired();
      request.caller = await liveCaller(app, claims, since);
      if (!request.caller) throw new SessionRequired();
    });

    app.decorate('requireVerifiedEmail', async function (request: FastifyRequest) {
      if (!callerOf(request).emailVerified) throw new EmailNotVerified();
    });

    app.decorate('requireAdmin', async function (request: FastifyRequest) {
      if (!isAdminCaller(app, callerOf(request))) throw new NotAdmin();
    });
  },
  { name: 'authenticate', dependencies: ['db', 'jwt', 'live-cache'] },
);
