import type { FastifyInstance } from 'fastify';
import type { TiersAnswer } from '@guidepass/domain/payments';
import { callerOf } from '../../../plugins/app/authenticate.ts';
import { configuredProviders, mobileMoneyProviders } from '@guidepass/payments/gateway-registry';
import { activePricedTiers } from '@guidepass/payments/tier-prices';
import { pricePayment } from '../../../services/price-payment.ts';
import { purchaseNow } from '../../../services/purchase-now.ts';

/** GET /api/tiers: the tiers with their weekly price and what the caller's next payment would charge (purchase-now.ts). */
export default async function tiersRoute(app: FastifyInstance) {
  app.get('', async (request): Promise<{ data: TiersAnswer }> => {
    const { weeks } = await purchaseNow(app.db, callerOf(request).id);
    const tiers = await activePricedTiers(app.db);
    return {
      data: {
        tiers: tiers.map((tier) => pricePayment(tier, weeks).offer),
        providers: configuredProviders(app.providers),
        mobileMoney: mobileMoneyProviders(app.providers),
      },
    };
  });
}
