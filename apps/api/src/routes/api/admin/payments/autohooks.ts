import type { FastifyInstance } from 'fastify';

/** /api/admin/payments: after ../autohooks.ts has signed the caller in, ADMIN_EMAILS. */
export default async function administrators(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAdmin);
}
