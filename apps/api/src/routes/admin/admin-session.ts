import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Data } from '../../schemas/common.ts';
import { callerOf } from '../../plugins/app/authenticate.ts';

export const adminCookieName = 'gp_admin';
const adminCookieSeconds = 15 * 60;

/** POST /api/admin/session: an administrator gets a short-lived cookie that opens the /admin pages in a browser. */
export default async function adminSessionRoute(app: FastifyInstance) {
  app.post(
    '/admin/session',
    { onRequest: app.requireAdmin, schema: { response: { 200: Data(Type.Object({ expiresAt: Type.String() })) } } },
    async (request, reply) => {
      const caller = callerOf(request);
      const token = app.jwt.sign({ sub: caller.id, fam: caller.family, purpose: 'admin' }, { expiresIn: adminCookieSeconds });
      const expiresAt = new Date(Date.now() + adminCookieSeconds * 1000);
      reply.setCookie(adminCookieName, token, {
        path: '/admin',
        httpOnly: true,
        sameSite: 'strict',
        secure: app.config.appUrl.startsWith('https://'),
        expires: expiresAt,
      });
      return { data: { expiresAt: expiresAt.toISOString() } };
    },
  );
}
