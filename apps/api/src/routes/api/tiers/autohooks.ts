import type { FastifyInstance } from 'fastify';

/**
 * /api/tiers: signed-in callers with a verified e-mail. (The public /api/tiers/catalogue is declared in ../tier-
 * catalogue.ts.)
 */
export default async function verifiedMembers(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireVerifiedEmail);
}
