import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Data } from '../../schemas/common.ts';
import { callerOf } from '../../plugins/app/authenticate.ts';
import { membershipActiveNow } from '../../repositories/users-repository.ts';
import { guideCookie, setPurposeCookie } from '../../services/purpose-cookies.ts';
import { MembershipInactive } from '../../errors.ts';

/** POST /api/guide/session: an active member gets a short-lived cookie that opens /guide/ in the app's frame. */
export default async function guideSessionRoute(app: FastifyInstance) {
  app.post(
    '/guide/session',
    { onRequest: app.requireVerifiedEmail, schema: { response: { 200: Data(Type.Object({ expiresAt: Type.String() })) } } },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!(await membershipActiveNow(app.db, caller.id))) throw new MembershipInactive();
      return { data: { expiresAt: setPurposeCookie(app, reply, caller, guideCookie).toISOString() } };
    },
  );
}
