import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Data } from '../../schemas/common.ts';
import { rateLimitHook } from '../../lib/auth/auth-rate-limits.ts';
import { normaliseReferralCode } from '../../lib/salespeople/referral-code.ts';
import { findSalespersonByReferralCode } from '../../repositories/salespersons-repository.ts';
import { UnknownReferralCode } from '../../errors.ts';

const Params = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }) });

/**
 * GET /api/salespersons/by-code/{code}: public, so sign-up can show "Sold by <full name>" for a referral link. It
 * answers the name only, and is limited per client IP like sign-up, so codes cannot be walked in bulk. Declared here,
 * in the open /api folder, since salespersons/ is for administrators.
 */
export default async function salespersonByCodeRoute(app: FastifyInstance) {
  const perIp = rateLimitHook(app, 'salesperson-by-code', (request) => `salesperson-by-code:ip:${request.ip}`, app.config.rateLimit.authPerIp);
  app.get<{ Params: { code: string } }>(
    '/salespersons/by-code/:code',
    { schema: { params: Params, response: { 200: Data(Type.Object({ fullName: Type.String() })) } }, onRequest: perIp },
    async (request) => {
      const salesperson = await findSalespersonByReferralCode(app.db, normaliseReferralCode(request.params.code));
      if (!salesperson) throw new UnknownReferralCode();
      return { data: { fullName: salesperson.full_name } };
    },
  );
}
