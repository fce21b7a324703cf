import type { FastifyInstance } from 'fastify';

/** /api/me: any signed-in caller, verified or not, so that an unverified account can be seen and deleted. */
export default async function signedIn(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
}
