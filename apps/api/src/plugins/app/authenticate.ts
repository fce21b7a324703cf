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
export async function liveCaller(app: FastifyInstance, claims: AccessClaims): Promise<Caller | null> {
  const row = await findLiveSessionUser(app.db, claims.sub, claims.fam);
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.email_verified_at !== null,
    family: claims.fam,
    signedInAt: new Date(row.signed_in_at as unknown as string),
  };
}

export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw new SessionRequired();
  return request.caller;
}

export default fp(
  async function authenticate(app) {
    app.decorateRequest('caller', null);

    app.decorate('authenticate', async function (request: FastifyRequest) {
      let claims;
      try {
        claims = await request.jwtVerify<AccessClaims>();
      } catch {
        throw new SessionRequired();
      }
      if (claims.purpose) throw new SessionRequired();
      request.caller = await liveCaller(app, claims);
      if (!request.caller) throw new SessionRequired();
    });

    app.decorate('requireVerifiedEmail', async function (request: FastifyRequest) {
      if (!callerOf(request).emailVerified) throw new EmailNotVerified();
    });

    app.decorate('requireAdmin', async function (request: FastifyRequest) {
      const caller = callerOf(request);
      if (!caller.emailVerified || !app.config.adminEmails.includes(caller.email.toLowerCase())) throw new NotAdmin();
    });
  },
  { name: 'authenticate', dependencies: ['db', 'jwt'] },
);
