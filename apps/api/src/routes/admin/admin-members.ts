import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { paymentProviderBrands } from '@guidepass/domain/payment-providers';
import { isMembershipActive } from '@guidepass/domain/profile';
import { renewalAdmin, renewalProvider } from '@guidepass/payments/renewal-provider';
import { Data, Email, Nullable } from '../../schemas/common.ts';
import { AdminPayment, adminPaymentView } from '../../schemas/admin-payment.ts';
import { isPlausibleEmail, tidyEmail } from '../../lib/auth/email-address.ts';
import { findMembershipByEmail } from '../../repositories/membership-repository.ts';
import { listMemberPayments } from '../../repositories/member-payments-repository.ts';
import { InvalidEmailAddress, MemberNotFound } from '../../errors.ts';


const MemberView = Type.Object({
  id: Type.String(),
  email: Type.String(),
  /** the tier of the latest credited payment */
  tierId: Nullable(Type.String()),
  membershipExpiry: Nullable(Type.String()),
  active: Type.Boolean(),
  /** every subscription of the member at the provider that renews, newest first */
  subscriptions: Type.Array(renewalAdmin.subscription),
  /** the member's credited payments, newest first, each refundable once (POST /api/admin/payments/{id}/refund) */
  payments: Type.Array(AdminPayment),
});

/**
 * GET /admin/members?email= (ADMIN_EMAILS, behind the area's guard): one member by e-mail address (any case) with
 * their membership, their credited payments and their subscriptions at the provider that renews — status, next charge,
 * last statement — which POST /admin/subscriptions/{id}/recheck (its route) reads again from the provider.
 */
export default async function adminMembers(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/members',
    {
      schema: {
        summary: `A member by e-mail address, with their membership and ${paymentProviderBrands[renewalProvider]} subscriptions (ADMIN_EMAILS; Bearer or the admin cookie)`,
        security: [{ bearer: [] }],
        querystring: Type.Object({ email: Email }, { additionalProperties: false }),
        response: { 200: Data(MemberView) },
      },
    },
    async (request) => {
      const email = tidyEmail(request.query.email);
      if (!isPlausibleEmail(email)) throw new InvalidEmailAddress();
      const member = await findMembershipByEmail(app.db, email);
      if (!member) throw new MemberNotFound();
      const [subscriptions, payments] = await Promise.all([renewalAdmin.memberSubscriptions(app.db, member.id), listMemberPayments(app.db, member.id)]);
      const membershipExpiry = member.membership_expiry?.toISOString() ?? null;
      return {
        data: {
          id: member.id,
          email: member.email,
          tierId: member.tier_id ?? null,
          membershipExpiry,
          active: isMembershipActive({ paymentStatus: member.payment_status, membershipExpiry }),
          subscriptions,
          payments: payments.map(adminPaymentView),
        },
      };
    },
  );
}
