import t from 'tap';
import { loadConfig } from '../src/index.ts';

const minimal = { DATABASE_URL: 'postgres://root@127.0.0.1/db', JWT_SECRET: 'x'.repeat(32) };
const dpo = { DPO_COMPANY_TOKEN: '9F416C11-127B-4DE2-AC7F-D5710E4C5E0A', DPO_SERVICE_TYPE: '5525' };

t.test('DPO is not configured without a company token', async (t) => {
  t.equal(loadConfig(minimal).dpo, null);
  t.equal(loadConfig({ ...minimal, DPO_COMPANY_TOKEN: '', DPO_PAYMENT_MINUTES: '20' }).dpo, null, 'an empty token is unset');
});

t.test('with a company token and service type: the live addresses, a 15-minute limit and the three Botswana wallets by default', async (t) => {
  t.same(loadConfig({ ...minimal, ...dpo }).dpo, {
    companyToken: dpo.DPO_COMPANY_TOKEN,
    serviceType: '5525',
    apiBase: 'https://secure.3gdirectpay.com',
    paymentUrl: 'https://secure.3gdirectpay.com/payv2.php',
    paymentMinutes: 15,
    mobileOperators: ['orange', 'mascom', 'btc'],
    mobileWallets: [
      { wallet: 'orange', mno: 'orange', paymentName: 'orange' },
      { wallet: 'mascom', mno: 'mascom', paymentName: 'mascom' },
      { wallet: 'btc', mno: 'btc', paymentName: 'btc' },
    ],
  });
});

t.test('every DPO variable can be set, e.g. to the sandbox', async (t) => {
  const config = loadConfig({
    ...minimal,
    ...dpo,
    DPO_API_BASE: 'http://127.0.0.1:4010/dpo/',
    DPO_PAYMENT_URL: 'http://127.0.0.1:4010/dpo/payv2.php',
    DPO_PAYMENT_MINUTES: '30',
    DPO_MOBILE_OPERATORS: ' Orange , btc,,orange',
  });
  t.match(config.dpo, { apiBase: 'http://127.0.0.1:4010/dpo', paymentUrl: 'http://127.0.0.1:4010/dpo/payv2.php', paymentMinutes: 30 });
  t.same(config.dpo?.mobileOperators, ['orange', 'btc']);
});

t.test('a company token needs its service type, and the other way round', async (t) => {
  t.throws(() => loadConfig({ ...minimal, DPO_COMPANY_TOKEN: dpo.DPO_COMPANY_TOKEN }), { name: 'ConfigError', message: /DPO_SERVICE_TYPE must be set together with DPO_COMPANY_TOKEN/ });
  t.throws(() => loadConfig({ ...minimal, DPO_SERVICE_TYPE: '5525' }), { name: 'ConfigError', message: /DPO_COMPANY_TOKEN must be set together with DPO_SERVICE_TYPE/ });
});

t.test('a wrong DPO value stops with a message naming the variable', async (t) => {
  for (const [name, bad] of [
    ['DPO_API_BASE', 'secure.3gdirectpay.com'],
    ['DPO_PAYMENT_URL', 'ftp://pay.example'],
    ['DPO_PAYMENT_MINUTES', '0'],
    ['DPO_PAYMENT_MINUTES', 'quarter hour'],
    ['DPO_PAYMENT_MINUTES', '1441'],
    ['DPO_MOBILE_OPERATORS', 'orange,my zaka'],
    ['DPO_MOBILE_OPERATORS', 'orange:Orange Money'],
    ['DPO_MOBILE_OPERATORS', 'orange:OM:OrangeMoney:extra'],
    ['DPO_MOBILE_OPERATORS', 'orange::OrangeMoney'],
  ] as const) {
    t.throws(() => loadConfig({ ...minimal, ...dpo, [name]: bad }), { name: 'ConfigError', message: new RegExp(name) }, `${name}=${bad}`);
  }
});

t.test('each wallet maps to the MNO value and catalogue name DPO set on the terminal, kept exactly as written (providers.md §6.8)', async (t) => {
  const config = loadConfig({ ...minimal, ...dpo, DPO_MOBILE_OPERATORS: 'Orange:OrangeMoneyBW:Orange Money BW, mascom:MyZAKA , btc' });
  t.same(config.dpo?.mobileOperators, ['orange', 'mascom', 'btc'], 'our wallet ids');
  t.same(config.dpo?.mobileWallets, [
    { wallet: 'orange', mno: 'OrangeMoneyBW', paymentName: 'Orange Money BW' },
    { wallet: 'mascom', mno: 'MyZAKA', paymentName: 'MyZAKA' },
    { wallet: 'btc', mno: 'btc', paymentName: 'btc' },
  ]);
});
