import { performance } from 'node:perf_hooks';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { AccessClaims } from '../../lib/auth/access-token.ts';
import { callerOf, isAdminCaller, type Caller } from '../../lib/auth/caller.ts';
import { liveCaller } from '../../services/auth/live-caller.ts';
import { EmailNotVerified, NotAdmin, SessionRequired } from '../../errors.ts';

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
