import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Body, Data, Provider, TierId } from '../../../schemas/common.ts';
import { callerOf } from '../../../lib/auth/caller.ts';
import { paymentStartLimit } from '../../../services/payments/payment-start-limit.ts';
import { findMembership } from '../../../repositories/membership-repository.ts';
import { findMobileNumber } from '@guidepass/payments/mobile-money-repository';
import { startMobilePayment } from '../../../services/payments/start-mobile-payment.ts';
import { AutoRenewOn, InvalidTier, NoRememberedNumber } from '../../../errors.ts';
import { StartAnswer } from '../payments/mobile-schemas.ts';
import { choosePaymentWay, paymentWayFactsOf } from '@guidepass/payments/preferred-payment-way';
import { isTierId } from '@guidepass/domain/tiers';
import { renewalLifecycle } from '@guidepass/payments/renewal-provider';

/**
 * POST /api/membership/renew/mobile {provider, selectedTierId?}: "Renew now" with mobile money in one tap (product.md
 * §13, renewal): the request goes to the number and wallet the member used last (400 no-remembered-number without
 * one), for the purchase purchase-now.ts decides (1 week while active), the tier defaulting to the latest credited.
 */
export default async function renewMobileRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/renew/mobile',
    {
      schema: {
        body: Body({ provider: Provider, selectedTierId: Type.Optional(TierId) }),
        response: { 200: Data(StartAnswer) },
      },
      preHandler: paymentStartLimit(app),
    },
    async (request) => {
      const userId = callerOf(request).id;
      if (await renewalLifecycle.findLive(app.db, userId)) throw new AutoRenewOn();
      const tierId = request.body.selectedTierId ?? (await findMembership(app.db, userId))?.tier_id;
      if (!tierId) throw new InvalidTier();
      // The member's own way (product.md §17): the wallet and number of their last successful payment, else those given last.
      const way = isTierId(tierId) ? choosePaymentWay(tierId, await paymentWayFactsOf(app.db, app.providers, userId)) : null;
      const own = way?.provider === request.body.provider && way.mobile?.phone ? { phone: way.mobile.phone, operator: way.mobile.operator } : null;
      const remembered = own ?? (await findMobileNumber(app.db, userId));
      if (!remembered) throw new NoRememberedNumber();
      return { data: await startMobilePayment(app, { userId, tierId, method: request.body.provider, requestId: request.id, ip: request.ip }, remembered) };
    },
  );
}
