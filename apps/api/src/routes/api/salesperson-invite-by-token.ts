import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { sql } from 'kysely';
import { hashSecret } from '@guidepass/domain/email-token';
import { Data } from '../../schemas/common.ts';
import { rateLimitHook } from '../../lib/auth/auth-rate-limits.ts';
import { InvalidClaimToken } from '../../errors.ts';

const Params = Type.Object({ token: Type.String({ minLength: 8, maxLength: 200 }) });

/**
 * GET /api/salesperson-invites/{token}: public, so the page a claim link opens can say "You have been invited as
 * <full name>" before the person signs up or in (product.md §14), with the address the invite was mailed to, which
 * the page fills in (§20: whoever holds the token read it in that mailbox). Only an open invite answers; limited per
 * client IP like sign-up. Declared in the open /api folder: salesperson/ needs a session.
 */
export default async function salespersonInviteByTokenRoute(app: FastifyInstance) {
  const perIp = rateLimitHook(app, 'salesperson-invite', (request) => `salesperson-invite:ip:${request.ip}`, app.config.rateLimit.authPerIp);
  app.get<{ Params: { token: string } }>(
    '/salesperson-invites/:token',
    { schema: { params: Params, response: { 200: Data(Type.Object({ fullName: Type.String(), email: Type.String() })) } }, onRequest: perIp },
    async (request) => {
      const invite = await app.db
        .selectFrom('salesperson_invites as i')
        .innerJoin('salespersons as s', 's.id', 'i.salesperson_id')
        .select(['s.full_name', 'i.email'])
        .where('i.token_hash', '=', hashSecret(request.params.token))
        .where('i.used_at', 'is', null)
        .where('i.replaced_at', 'is', null)
        .where('i.expires_at', '>', sql<Date>`now()`)
        .where('s.user_id', 'is', null)
        .executeTakeFirst();
      if (!invite) throw new InvalidClaimToken();
      return { data: { fullName: invite.full_name, email: invite.email } };
    },
  );
}
