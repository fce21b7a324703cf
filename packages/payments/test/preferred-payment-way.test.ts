import t from 'tap';
import { choosePaymentWay, type PaymentWayFacts } from '../src/preferred-payment-way.ts';

// product.md §17, the method follows the member: the one rule of which way of paying is preselected.
const all = { paypal: true, yoco: true, dpo: true };
const facts = (over: Partial<PaymentWayFacts> = {}): PaymentWayFacts => ({
  providers: all,
  mobile: { provider: 'dpo', operators: ['orange', 'mascom', 'btc'] },
  lastPaid: null,
  remembered: null,
  ...over,
});
const orange = { provider: 'dpo', operator: 'orange', phone: '26771234567' };

t.test('a member who never paid: mobile money first for Local, PayPal for SADC and International', async (t) => {
  t.same(choosePaymentWay('local', facts()), { provider: 'dpo', mobile: { operator: 'orange', phone: null } });
  t.same(choosePaymentWay('sadc', facts()), { provider: 'paypal', mobile: null });
  t.same(choosePaymentWay('global', facts()), { provider: 'paypal', mobile: null });
  t.same(choosePaymentWay('local', facts({ remembered: { operator: 'mascom', phone: '26772345890' } })), { provider: 'dpo', mobile: { operator: 'mascom', phone: '26772345890' } }, 'a number given before (an attempt) comes back');
  t.same(choosePaymentWay('local', facts({ mobile: null })), { provider: 'dpo', mobile: null }, 'no wallets: the card in pula');
  t.same(choosePaymentWay('local', facts({ mobile: null, providers: { ...all, dpo: false } })), { provider: 'paypal', mobile: null }, 'no pula method: PayPal');
  t.same(choosePaymentWay('sadc', facts({ providers: { paypal: false, yoco: true, dpo: true } })), { provider: 'yoco', mobile: null }, 'no PayPal: the first offered');
  t.equal(choosePaymentWay('sadc', facts({ providers: { paypal: false, yoco: false, dpo: false }, mobile: null })), null, 'nothing offered');
});

t.test('a member who paid before: the way of the last successful payment, on every tier', async (t) => {
  for (const tier of ['local', 'sadc', 'global'] as const) {
    t.same(choosePaymentWay(tier, facts({ lastPaid: orange })), { provider: 'dpo', mobile: { operator: 'orange', phone: '26771234567' } }, `${tier}: wallet and number`);
    t.same(choosePaymentWay(tier, facts({ lastPaid: { provider: 'yoco', operator: null, phone: null } })), { provider: 'yoco', mobile: null }, `${tier}: Yoco`);
  }
  t.same(choosePaymentWay('local', facts({ lastPaid: { provider: 'paypal', operator: null, phone: null } })), { provider: 'paypal', mobile: null }, 'Local, paid with PayPal: PayPal');
  t.same(choosePaymentWay('local', facts({ lastPaid: { provider: 'dpo', operator: null, phone: null } })), { provider: 'dpo', mobile: null }, 'the card in pula');
  t.same(choosePaymentWay('sadc', facts({ lastPaid: { provider: 'yoco', operator: null, phone: null }, providers: { ...all, yoco: false } })), { provider: 'paypal', mobile: null }, 'a provider no longer offered: the tier\'s default');
  t.same(
    choosePaymentWay('local', facts({ lastPaid: orange, mobile: { provider: 'dpo', operators: ['mascom'] } })),
    { provider: 'dpo', mobile: { operator: 'mascom', phone: null } },
    'a wallet no longer offered: mobile money with an offered wallet',
  );
  t.same(choosePaymentWay('sadc', facts({ lastPaid: orange, mobile: null })), { provider: 'paypal', mobile: null }, 'mobile money gone: the tier\'s default, never the card in its place');
});
