import type { FastifyInstance } from 'fastify';

/** /api/membership: signed-in callers with a verified e-mail. */
export default async function verifiedMembers(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireVerifiedEmail);
}
