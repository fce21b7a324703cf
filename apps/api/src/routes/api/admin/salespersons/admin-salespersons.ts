import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { tidyName } from '@guidepass/domain/salesperson-name';
import { Body, Data, Email, Uuid } from '../../../../schemas/common.ts';
import { callerOf } from '../../../../lib/auth/caller.ts';
import { isPlausibleEmail, tidyEmail } from '../../../../lib/auth/email-address.ts';
import { insertNewSalesperson } from '../../../../repositories/salespersons-repository.ts';
import { confirmNameWithKey } from '../../../../repositories/salesperson-names-repository.ts';
import { issueSalespersonInvite } from '../../../../services/salespeople/salesperson-invites.ts';
import { mergeSalespersons } from '../../../../services/salespeople/merge-salespersons.ts';
import { InvalidEmailAddress, SalespersonExists, SalespersonNameRequired, Unavailable } from '../../../../errors.ts';

const Params = Type.Object({ id: Uuid });
const Name = Type.String({ maxLength: 100 });

const SalespersonData = Data(
  Type.Object({
    id: Type.String(),
    firstName: Type.String(),
    lastName: Type.String(),
    fullName: Type.String(),
    referralCode: Type.String(),
    claimed: Type.Boolean(),
    invitedEmail: Type.Union([Type.String(), Type.Null()]),
  }),
);
const InviteData = Data(Type.Object({ salespersonId: Type.String(), email: Type.String(), expiresAt: Type.String() }));
const MergeData = Data(
  Type.Object({ id: Type.String(), fullName: Type.String(), referralCode: Type.String(), usersMoved: Type.Integer(), paymentsMoved: Type.Integer() }),
);

/**
 * /api/admin/salespersons: create a salesperson, invite them by e-mail to claim the record, merge two records
 * (product.md §9). For ADMIN_EMAILS, like the other admin routes under /api.
 */
export default async function adminSalespersonsRoutes(app: FastifyInstance) {
  app.post<{ Body: { firstName: string; lastName: string } }>(
    '',
    { schema: { body: Body({ firstName: Name, lastName: Name }), response: { 201: SalespersonData } } },
    async (request, reply) => {
      const firstName = tidyName(request.body.firstName);
      const lastName = tidyName(request.body.lastName);
      if (!firstName || !lastName) throw new SalespersonNameRequired();
      const name = { firstName, lastName, fullName: `${firstName} ${lastName}` };
      // A name to review with this name becomes the salesperson (with its members and sales), keeping its spelling.
      const created = (await insertNewSalesperson(app.db, name)) ?? (await confirmNameWithKey(app.db, name.fullName));
      if (!created) throw new SalespersonExists();
      return reply.code(201).send({
        data: {
          id: created.id,
          firstName: created.first_name,
          lastName: created.last_name,
          fullName: created.full_name,
          referralCode: created.referral_code,
          claimed: created.user_id !== null,
          invitedEmail: null,
        },
      });
    },
  );

  app.post<{ Params: { id: string }; Body: { email: string } }>(
    '/:id/invite',
    { schema: { params: Params, body: Body({ email: Email }), response: { 202: InviteData } } },
    async (request, reply) => {
      const email = tidyEmail(request.body.email);
      if (!isPlausibleEmail(email)) throw new InvalidEmailAddress();
      const invite = await issueSalespersonInvite(app.db, app.config.jwtSecret, request.params.id, email, callerOf(request).email);
      // The mail is the invite: when it cannot be queued, say so (inviting again replaces this one).
      await app.queues.enqueueMail({ kind: 'salesperson-invite', tokenId: invite.id, requestId: request.id }).catch((error) => {
        request.log.error({ err: error, inviteId: invite.id }, 'invite mail not queued');
        throw new Unavailable();
      });
      return reply.code(202).send({ data: { salespersonId: request.params.id, email, expiresAt: invite.expiresAt.toISOString() } });
    },
  );

  app.post<{ Params: { id: string }; Body: { intoId: string } }>(
    '/:id/merge',
    { schema: { params: Params, body: Body({ intoId: Uuid }), response: { 200: MergeData } } },
    async (request) => ({ data: await mergeSalespersons(app.db, request.params.id, request.body.intoId, callerOf(request).email) }),
  );
}
