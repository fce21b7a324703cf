import type { FastifyInstance } from 'fastify';

/**
 * /api/salesperson: any signed-in caller (me answers 403 to one who claimed no record); claim/ adds a verified
 * e-mail.
 */
export default async function signedIn(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
}
