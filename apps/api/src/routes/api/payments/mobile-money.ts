import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { Data, ProviderParams } from '../../../schemas/common.ts';
import { callerOf } from '../../../lib/auth/caller.ts';
import { findMobileNumber } from '@guidepass/payments/mobile-money-repository';
import { mobileMoneyOf } from '../../../services/payments/start-mobile-payment.ts';
import { MobileOptions } from './mobile-schemas.ts';

/**
 * GET /api/payments/{provider}/mobile: what the payment view needs to offer mobile money (product.md §13): the
 * wallets the account offers (never a list in the web), the minutes the member has to approve, and the number and
 * wallet they used last (a remembered wallet no longer offered is not suggested). 404 mobile-money-not-offered.
 */
export default async function mobileMoneyRoutes(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().get(
    '/:provider/mobile',
    { schema: { params: ProviderParams, response: { 200: Data(MobileOptions) } } },
    async (request) => {
      const mobile = mobileMoneyOf(app, request.params.provider);
      const remembered = await findMobileNumber(app.db, callerOf(request).id);
      return {
        data: {
          operators: [...mobile.operators],
          timeLimitMinutes: mobile.timeLimitMinutes,
          remembered: remembered && mobile.operators.includes(remembered.operator) ? remembered : null,
        },
      };
    },
  );
}
