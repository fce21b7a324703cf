import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { formatPula } from '@guidepass/texts/format';
import { Data } from '../../schemas/common.ts';
import { activeTiers } from '../../repositories/tiers-repository.ts';

const Catalogue = Data(Type.Object({ tiers: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), weeklyPrice: Type.String() })) }));

/**
 * GET /api/tiers/catalogue: public, so the sign-up view can say in one line what is being bought (tiers and weekly
 * prices, from the tiers table) before anyone is signed in. What a payment charges stays behind GET /api/tiers.
 * Declared here, in the open /api folder, since tiers/ is behind a verified e-mail.
 */
export default async function tierCatalogueRoute(app: FastifyInstance) {
  app.get('/tiers/catalogue', { schema: { response: { 200: Catalogue } } }, async () => {
    const tiers = await activeTiers(app.db);
    return { data: { tiers: tiers.map((tier) => ({ id: tier.id, name: tier.name, weeklyPrice: formatPula(tier.weekly_price_thebe) })) } };
  });
}
