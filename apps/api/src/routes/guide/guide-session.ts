import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Data } from '../../schemas/common.ts';
import { callerOf } from '../../plugins/app/authenticate.ts';
import { membershipActiveNow } from '../../services/price-payment.ts';
import { MembershipInactive } from '../../errors.ts';

export const guideCookieName = 'gp_guide';
export const guideCookieSeconds = 30 * 60;

/** POST /api/guide/session: an active member gets a short-lived cookie that opens /guide/ in the app's frame. */
export default async function guideSessionRoute(app: FastifyInstance) {
  app.post(
    '/guide/session',
    { onRequest: app.requireVerifiedEmail, schema: { response: { 200: Data(Type.Object({ expiresAt: Type.String() })) } } },
    async (request, reply) => {
      const caller = callerOf(request);
      if (!(await membershipActiveNow(app.db, caller.id))) throw new MembershipInactive();
      const token = app.jwt.sign({ sub: caller.id, fam: caller.family, purpose: 'guide' }, { expiresIn: guideCookieSeconds });
      const expiresAt = new Date(Date.now() + guideCookieSeconds * 1000);
      reply.setCookie(guideCookieName, token, {
        path: '/guide',
        httpOnly: true,
        sameSite: 'strict',
        secure: app.config.appUrl.startsWith('https://'),
        expires: expiresAt,
      });
      return { data: { expiresAt: expiresAt.toISOString() } };
    },
  );
}
