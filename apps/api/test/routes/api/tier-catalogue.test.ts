import t from 'tap';
import { build, json } from '../../helper.ts';

t.test('GET /api/tiers/catalogue: anyone reads the tiers and weekly prices the tiers table sells, in its order', async (t) => {
  const app = await build(t);
  const response = await app.inject({ method: 'GET', url: '/api/tiers/catalogue' });
  t.equal(response.statusCode, 200);
  t.same(json(response).data.tiers, [
    { id: 'local', name: 'Local (Botswana Citizens)', weeklyPrice: 'P50' },
    { id: 'sadc', name: 'SADC Citizens', weeklyPrice: 'P100' },
    { id: 'global', name: 'Global Citizens', weeklyPrice: 'P380' },
  ]);
});

t.test('the catalogue follows the tiers table: a price change or a retired tier shows at once', async (t) => {
  const app = await build(t);
  await app.db.updateTable('tiers').set({ weekly_price_thebe: 5500 }).where('id', '=', 'local').execute();
  await app.db.updateTable('tiers').set({ active: false }).where('id', '=', 'global').execute();
  const tiers = json(await app.inject({ method: 'GET', url: '/api/tiers/catalogue' })).data.tiers as { id: string; weeklyPrice: string }[];
  t.same(tiers.map((tier) => [tier.id, tier.weeklyPrice]), [['local', 'P55'], ['sadc', 'P100']]);
});
