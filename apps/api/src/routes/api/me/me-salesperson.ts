import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { isMembershipActive } from '@guidepass/domain/profile';
import { noSalesperson } from '@guidepass/domain/salesperson-name';
import { ProfileData, SalespersonChoiceBody } from '../../../schemas/profile.ts';
import { callerOf } from '../../../lib/auth/caller.ts';
import { rateLimitHook } from '../../../lib/auth/auth-rate-limits.ts';
import { decideSalesperson, settleSalesperson, type SalespersonDecision } from '../../../services/salespeople/salesperson-choice.ts';
import { loadProfile } from '../../../services/auth/load-profile.ts';
import { setSalespersonBeforePayment } from '../../../repositories/users-repository.ts';
import { ProfileNotFound, SalespersonFixed } from '../../../errors.ts';

/**
 * PUT /api/me/salesperson: the member says who sold them guidepass (a code, a name, or nobody), as often as they
 * like until the first credited payment fixes it (product.md §9). Limited per member: a code answer tells whose
 * code it is, so it must not become a way to try codes in bulk.
 */
export default async function meSalespersonRoute(app: FastifyInstance) {
  const perMember = rateLimitHook(app, 'me-salesperson', (request) => `me-salesperson:user:${callerOf(request).id}`, app.config.rateLimit.authPerEmail);

  app.put<{ Body: Static<typeof SalespersonChoiceBody> }>(
    '/salesperson',
    { schema: { body: SalespersonChoiceBody, response: { 200: ProfileData } }, preHandler: perMember },
    async (request) => {
      const caller = callerOf(request);
      const body = request.body;
      const decision: SalespersonDecision = 'nobody' in body ? { kind: 'none', names: noSalesperson } : await decideSalesperson(app.db, body);
      await app.db.transaction().execute(async (trx) => {
        const salesperson = await settleSalesperson(trx, decision);
        if (!(await setSalespersonBeforePayment(trx, caller.id, salesperson))) throw new SalespersonFixed();
      });
      const profile = await loadProfile(app.db, caller.id);
      if (!profile) throw new ProfileNotFound();
      return { data: { ...profile, membershipActive: isMembershipActive(profile) } };
    },
  );
}
