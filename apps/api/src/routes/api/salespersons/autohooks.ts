import type { FastifyInstance } from 'fastify';

/**
 * /api/salespersons: administrators (ADMIN_EMAILS). (The public /api/salespersons/by-code/{code} is declared in
 * ../salesperson-by-code.ts.)
 */
export default async function administrators(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);
}
