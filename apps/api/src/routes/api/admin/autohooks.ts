import type { FastifyInstance } from 'fastify';

/**
 * /api/admin: any signed-in caller (status answers whether they are an administrator); session/ and salespersons/
 * add ADMIN_EMAILS.
 */
export default async function signedIn(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
}
