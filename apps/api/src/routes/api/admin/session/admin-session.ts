import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Data } from '../../../../schemas/common.ts';
import { callerOf } from '../../../../lib/auth/caller.ts';
import { adminCookie, setPurposeCookie } from '../../../../services/auth/purpose-cookies.ts';

/** POST /api/admin/session: an administrator gets a short-lived cookie that opens the /admin pages in a browser. */
export default async function adminSessionRoute(app: FastifyInstance) {
  app.post(
    '',
    { schema: { response: { 200: Data(Type.Object({ expiresAt: Type.String() })) } } },
    async (request, reply) => ({ data: { expiresAt: setPurposeCookie(app, reply, callerOf(request), adminCookie).toISOString() } }),
  );
}
