import type { FastifyInstance } from 'fastify';
import { appAdminPath } from '../lib/platform/admin-page.ts';

/** Served at /admin, yet outside routes/admin/, so that the area's guard (admin/autohooks.ts) does not cover it. */
export const autoPrefix = '/admin';

/**
 * GET /admin (outside the area's guard): the admin area starts in the app, where an administrator signs in and
 * gets the cookie the server's admin pages need; the app's admin view links to those pages.
 */
export default async function adminEntry(app: FastifyInstance) {
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect(`${app.config.appUrl}${appAdminPath}`, 302));
}
