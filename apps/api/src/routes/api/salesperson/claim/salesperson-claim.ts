import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { Body, Data } from '../../../../schemas/common.ts';
import { callerOf } from '../../../../lib/auth/caller.ts';
import { rateLimitHook } from '../../../../lib/auth/auth-rate-limits.ts';
import { claimWithInvite } from '../../../../services/salespeople/salesperson-invites.ts';

const ClaimData = Data(Type.Object({ salesperson: Type.Object({ id: Type.String(), fullName: Type.String(), referralCode: Type.String() }) }));

/**
 * POST /api/salesperson/claim {token}: the signed-in, verified person takes the salesperson record an invite link
 * names (product.md §9). Limited per account, although a token cannot be guessed.
 */
export default async function salespersonClaimRoute(app: FastifyInstance) {
  const perAccount = rateLimitHook(app, 'salesperson-claim', (request) => `salesperson-claim:user:${callerOf(request).id}`, app.config.rateLimit.authPerEmail);
  app.post<{ Body: { token: string } }>(
    '',
    {
      preHandler: perAccount,
      schema: { body: Body({ token: Type.String({ minLength: 1, maxLength: 200 }) }), response: { 200: ClaimData } },
    },
    async (request) => ({ data: { salesperson: await claimWithInvite(app.db, request.body.token, callerOf(request).id) } }),
  );
}
