import t, { type Test } from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { build, json, verifiedMember } from '../../helper.ts';

const dpoEnv = { DPO_COMPANY_TOKEN: sandboxDefaults.dpo.companyToken, DPO_SERVICE_TYPE: sandboxDefaults.dpo.serviceType, DPO_API_BASE: 'http://127.0.0.1:9/dpo', DPO_PAYMENT_URL: 'http://127.0.0.1:9/dpo/payv2.php' };

async function tiersOf(t: Test, env: Record<string, string>) {
  const app = await build(t, env);
  const member = await verifiedMember(app, 'tiers-reader@example.com');
  const response = await app.inject({ method: 'GET', url: '/api/tiers', headers: { authorization: `Bearer ${member.accessToken}` } });
  t.equal(response.statusCode, 200);
  return json(response).data;
}

t.test('GET /api/tiers names the providers that can charge a phone: DPO when configured, with its wallets', async (t) => {
  const answer = await tiersOf(t, dpoEnv);
  t.equal(answer.providers.dpo, true);
  t.same(answer.mobileMoney, ['dpo']);
});

t.test('GET /api/tiers without DPO offers no mobile money', async (t) => {
  const answer = await tiersOf(t, {});
  t.equal(answer.providers.dpo, false);
  t.same(answer.mobileMoney, []);
});
