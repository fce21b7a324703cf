import type { FastifyInstance } from 'fastify';

/** /api/guide: signed-in callers with a verified e-mail (the session route also wants an active membership, a claimed salesperson record or an admin). */
export default async function verifiedMembers(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireVerifiedEmail);
}
