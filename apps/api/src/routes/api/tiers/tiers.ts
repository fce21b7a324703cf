import type { FastifyInstance } from 'fastify';
import type { TiersAnswer } from '@guidepass/domain/payments';
import { callerOf } from '../../../lib/auth/caller.ts';
import { configuredProviders, mobileMoneyProviders } from '@guidepass/payments/gateway-registry';
import { activePricedTiers } from '@guidepass/payments/tier-prices';
import { paymentWayFactsOf, paymentWaysByTier } from '@guidepass/payments/preferred-payment-way';
import { pricePayment } from '@guidepass/payments/price-payment';
import { purchaseNow } from '@guidepass/payments/purchase-now';

/** GET /api/tiers: the tiers with their weekly price and what the caller's next payment would charge (purchase-now.ts),
 * and the way of paying preselected for each tier (preferred-payment-way.ts, product.md §17). */
export default async function tiersRoute(app: FastifyInstance) {
  app.get('', async (request): Promise<{ data: TiersAnswer }> => {
    const userId = callerOf(request).id;
    const [{ weeks }, tiers, ways] = await Promise.all([purchaseNow(app.db, userId), activePricedTiers(app.db), paymentWayFactsOf(app.db, app.providers, userId)]);
    return {
      data: {
        tiers: tiers.map((tier) => pricePayment(tier, weeks).offer),
        providers: configuredProviders(app.providers),
        mobileMoney: mobileMoneyProviders(app.providers),
        preferred: paymentWaysByTier(ways),
      },
    };
  });
}
