import t from 'tap';
import { readSandboxConfig } from '../src/config.ts';
import { sandboxDefaults } from '../src/sandbox-defaults.ts';
import { startSandbox } from '../src/start-sandbox.ts';
import { api3g } from './helpers/dpo-client.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';

t.test('without SANDBOX_DPO_* variables the DPO config is left to the defaults', async (t) => {
  t.equal(readSandboxConfig({}).dpo, undefined);
});

t.test('SANDBOX_DPO_* override the main account and keep the pula-only one', async (t) => {
  const config = readSandboxConfig({
    SANDBOX_DPO_COMPANY_TOKEN: 'ABCDEF12-3456-7890-ABCD-EF1234567890',
    SANDBOX_DPO_SERVICE_TYPE: '3854',
    SANDBOX_DPO_CURRENCIES: 'bwp, usd',
    SANDBOX_DPO_MOBILE_OPERATORS: 'orange mascom',
    SANDBOX_DPO_NOTIFICATION_URL: 'http://127.0.0.1:3000/webhooks/dpo',
  });
  t.same(config.dpo?.companies, [
    {
      companyToken: 'ABCDEF12-3456-7890-ABCD-EF1234567890',
      serviceType: '3854',
      currencies: ['BWP', 'USD'],
      mobileOperators: ['orange', 'mascom'],
      notificationUrl: 'http://127.0.0.1:3000/webhooks/dpo',
    },
    sandboxDefaults.dpo.pulaOnly,
  ]);
  const onlyUrl = readSandboxConfig({ SANDBOX_DPO_NOTIFICATION_URL: 'http://127.0.0.1:3000/webhooks/dpo' });
  t.match(onlyUrl.dpo?.companies[0], { companyToken: sandboxDefaults.dpo.companyToken, currencies: ['BWP', 'USD', 'ZAR'] });
});

t.test('invalid DPO variables fail naming the variable', async (t) => {
  t.throws(() => readSandboxConfig({ SANDBOX_DPO_CURRENCIES: 'pula' }), { message: /SANDBOX_DPO_CURRENCIES/ });
  t.throws(() => readSandboxConfig({ SANDBOX_DPO_MOBILE_OPERATORS: 'orange,mpesa' }), { message: /SANDBOX_DPO_MOBILE_OPERATORS/ });
  t.throws(() => readSandboxConfig({ SANDBOX_DPO_NOTIFICATION_URL: 'not a url' }), { message: /SANDBOX_DPO_NOTIFICATION_URL/ });
  t.throws(() => readSandboxConfig({ SANDBOX_DPO_COMPANY_TOKEN: 'a b' }), { message: /SANDBOX_DPO_COMPANY_TOKEN/ });
});

t.test('startSandbox refuses bad dpo options before listening', async (t) => {
  const company = { companyToken: 'ABCDEF12-0000', serviceType: '1', currencies: ['BWP'], mobileOperators: [] };
  await t.rejects(startSandbox({ dpo: { companies: [] } }), { message: /dpo\.companies/ });
  await t.rejects(startSandbox({ dpo: { companies: [{ ...company, currencies: [] }] } }), { message: /dpo\.companies\[0\]\.currencies/ });
  await t.rejects(startSandbox({ dpo: { companies: [company, company] } }), { message: /dpo\.companies\[1\]\.companyToken/ });
  await t.rejects(startSandbox({ dpo: { notificationUrl: 'mailto:x@example.test' } }), { message: /dpo\.companies\[0\]\.notificationUrl/ });
});

t.test('configured companies replace the defaults; the index page lists them with the test cards and controls', async (t) => {
  const sandbox = await startTestSandbox(t, {
    dpo: {
      companies: [{ companyToken: 'ABCDEF12-0000', serviceType: '77', currencies: ['BWP'], mobileOperators: ['btc'] }],
      notificationUrl: 'http://127.0.0.1:9/webhooks/dpo',
    },
  });
  const post = async (companyToken: string) => {
    const response = await fetch(`${sandbox.url}/dpo/API/v6/`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: api3g({
        CompanyToken: companyToken,
        Request: 'createToken',
        Transaction: { PaymentAmount: '1.00', PaymentCurrency: 'BWP' },
        Services: { Service: { ServiceType: '77', ServiceDescription: 'x', ServiceDate: '2026/11/26 14:05' } },
      }),
    });
    return response.text();
  };
  t.match(await post('ABCDEF12-0000'), '<Result>000</Result>');
  const controls = (await (await fetch(`${sandbox.url}/dpo/_control`)).json()) as { companies: { notificationUrl?: string }[] };
  t.equal(controls.companies[0]?.notificationUrl, 'http://127.0.0.1:9/webhooks/dpo', 'the notificationUrl option sets the first account\'s portal URL');
  t.match(await post(sandboxDefaults.dpo.companyToken), '<Result>802</Result>', 'the default account is gone');

  const index = await (await fetch(`${sandbox.url}/`)).text();
  for (const text of ['ABCDEF12-0000', 'service type 77', '4111111111111111', '4000000000000002', '4000000000009995', '/dpo/_control/mobile/', `${sandbox.url}/dpo/payv2.php`]) {
    t.match(index, text);
  }
});
