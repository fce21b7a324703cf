import type { FastifyInstance } from 'fastify';
import { appAdminPath } from './admin-page.ts';

/**
 * GET /admin (outside the area's guard): the admin area starts in the app, where an administrator signs in and
 * gets the cookie the server's admin pages need; the app's admin view links to those pages.
 */
export default async function adminEntry(app: FastifyInstance) {
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect(`${app.config.appUrl}${appAdminPath}`, 302));
}
