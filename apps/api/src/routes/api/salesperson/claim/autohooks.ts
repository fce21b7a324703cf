import type { FastifyInstance } from 'fastify';

/** /api/salesperson/claim: after ../autohooks.ts has signed the caller in, a verified e-mail. */
export default async function verifiedMembers(app: FastifyInstance) {
  app.addHook('onRequest', app.requireVerifiedEmail);
}
