import t from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { paymentMethods } from '@guidepass/domain/payment-providers';
import { createPayPalClient } from '@guidepass/providers/paypal-client';
import { createYocoClient } from '@guidepass/providers/yoco-client';
import { createDpoClient } from '@guidepass/providers/dpo/dpo-client';
import { WebhookRejected } from '@guidepass/providers/webhook-rejected';
import { configuredProviders, gatewayEvents, gatewayFor, mobileMoneyProviders } from '../src/gateway-registry.ts';
import type { GatewayPayment } from '../src/payment-gateway.ts';
import { paypalEventIdentity } from '../src/providers/paypal/paypal-gateway.ts';
import { yocoEventIdentity } from '../src/providers/yoco/yoco-gateway.ts';

const none = { paypal: null, yoco: null };

t.test('the registry answers a gateway only for a listed, configured provider', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const yoco = createYocoClient({ apiBase: `${sandbox.url}/yoco/api`, secretKey: sandboxDefaults.yoco.secretKey });
  t.equal(gatewayFor({ ...none, yoco }, 'yoco')?.name, 'yoco');
  t.equal(gatewayFor({ ...none, yoco }, 'paypal'), null, 'not configured');
  t.equal(gatewayFor({ ...none, yoco }, 'dpo'), null, 'DPO listed, not configured');
  for (const name of ['PayPal', '', '__proto__', 'constructor']) t.equal(gatewayFor({ ...none, yoco }, name), null, `unknown ${JSON.stringify(name)}`);
  t.same(configuredProviders({ ...none, yoco }), { paypal: false, yoco: true, dpo: false });
  t.same(Object.keys(gatewayEvents).sort(), [...paymentMethods].sort(), 'every listed provider reads its events');
});

t.test('PayPal through its gateway: start opens an order for our amount, confirm is no proof before approval and proof after', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const paypal = createPayPalClient({ apiBase: `${sandbox.url}/paypal`, clientId: sandboxDefaults.paypal.clientId, clientSecret: sandboxDefaults.paypal.clientSecret });
  const gateway = gatewayFor({ ...none, paypal }, 'paypal')!;
  const paymentId = '0f1e2d3c-aaaa-4bbb-8ccc-123456789abc';
  const started = await gateway.start({ paymentId, description: 'guidepass Local, 2 weeks', currency: 'USD', amountMinor: 740, appUrl: 'http://app.test' });
  t.match(started.redirectUrl, /token=/);
  const payment: GatewayPayment = { id: paymentId, provider: 'paypal', provider_ref: started.providerRef, capture_ref: null, amount_minor: 740, currency: 'USD' };
  t.same(await gateway.confirm(payment), { kind: 'not-approved' });
  const token = new URL(started.redirectUrl).searchParams.get('token')!;
  const decided = await fetch(`${sandbox.url}/paypal/checkoutnow/decision`, { method: 'POST', body: new URLSearchParams({ token, decision: 'approve' }), redirect: 'manual' });
  t.match(decided.headers.get('location'), /^http:\/\/app\.test\/\?payment=success/, 'back to our return address');
  const proof = await gateway.confirm(payment);
  t.match(proof, { kind: 'paid', amount: { amountMinor: 740, currency: 'USD' } });
  t.same(await gateway.status(payment), proof, 'status reads what the capture made');
});

t.test('Yoco through its gateway: a checkout in rand, no proof until paid, proof with the payment id after', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const yoco = createYocoClient({ apiBase: `${sandbox.url}/yoco/api`, secretKey: sandboxDefaults.yoco.secretKey });
  const gateway = gatewayFor({ ...none, yoco }, 'yoco')!;
  const paymentId = '1f1e2d3c-aaaa-4bbb-8ccc-123456789abc';
  await t.rejects(gateway.start({ paymentId, description: 'x', currency: 'USD', amountMinor: 13300, appUrl: 'http://app.test' }), /ZAR/);
  const started = await gateway.start({ paymentId, description: 'guidepass SADC, 2 weeks', currency: 'ZAR', amountMinor: 13300, appUrl: 'http://app.test' });
  const payment: GatewayPayment = { id: paymentId, provider: 'yoco', provider_ref: started.providerRef, capture_ref: null, amount_minor: 13300, currency: 'ZAR' };
  t.same(await gateway.confirm(payment), { kind: 'not-approved' });
  const paid = await fetch(`${started.redirectUrl}/decision`, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }), redirect: 'manual' });
  t.match(paid.headers.get('location'), `method=yoco&paymentId=${paymentId}`);
  t.match(await gateway.confirm(payment), { kind: 'paid', ref: String, amount: { amountMinor: 13300, currency: 'ZAR' } });
});

t.test('events in our words: PayPal and Yoco bodies name their payment and what happened, never more', async (t) => {
  const paypal = gatewayEvents.paypal;
  t.same(paypalEventIdentity({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' }), { eventId: 'WH-1', type: 'PAYMENT.CAPTURE.COMPLETED' });
  t.equal(paypalEventIdentity({ id: 'WH-1', type: 'payment.succeeded' }), null, "Yoco's field is not PayPal's");
  t.same(paypal.interpret('CHECKOUT.ORDER.APPROVED', { resource: { id: 'ORDER-1' } }), { kind: 'confirm', payment: { providerRef: 'ORDER-1' } });
  t.match(paypal.interpret('PAYMENT.CAPTURE.DENIED', { resource: { id: 'CAP-1', custom_id: 'ours', amount: { value: '7.40', currency_code: 'USD' } } }), {
    kind: 'proof',
    payment: { paymentId: 'ours' },
    proof: { kind: 'failed', reason: 'capture declined', amount: { amountMinor: 740, currency: 'USD' } },
  });
  t.match(paypal.interpret('PAYMENT.CAPTURE.REFUNDED', { resource: { id: 'RF-1', links: [{ rel: 'up', href: 'https://x/v2/payments/captures/CAP-9' }] } }), {
    kind: 'refund',
    payment: { captureRef: 'CAP-9' },
    refundRef: 'RF-1',
  });
  t.match(paypal.interpret('BILLING.SUBSCRIPTION.ACTIVATED', { resource: { id: 'I-1' } }), { kind: 'subscription', type: 'BILLING.SUBSCRIPTION.ACTIVATED' });

  const yoco = gatewayEvents.yoco;
  t.same(yocoEventIdentity({ id: 'evt_1', type: 'payment.succeeded' }), { eventId: 'evt_1', type: 'payment.succeeded' });
  t.equal(yocoEventIdentity({ id: 7, type: 'payment.succeeded' }), null);
  const succeeded = (payload: object) => yoco.interpret('payment.succeeded', { payload: { metadata: { checkoutId: 'ch_1' }, ...payload } });
  t.same(succeeded({ id: 'p_1', status: 'succeeded', amount: '13300', currency: 'ZAR' }), {
    kind: 'proof',
    payment: { providerRef: 'ch_1' },
    proof: { kind: 'paid', ref: 'p_1', amount: { amountMinor: undefined, currency: 'ZAR' } },
  }, 'an amount that is not a number is stated as none');
  t.same(succeeded({ id: 'p_1', status: 'failed' }), { kind: 'noted', payment: { providerRef: 'ch_1' } });
  t.same(yoco.interpret('refund.failed', { payload: { metadata: { checkoutId: 'ch_1' } } }), { kind: 'noted', payment: { providerRef: 'ch_1' }, note: 'Yoco refund failed' });
  t.same(yoco.interpret('checkout.created', {}), { kind: 'ignored' });
});

t.test('webhook intake per provider: signed JSON only with a check, verified before it is read; DPO a hint naming a token', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const yoco = createYocoClient({ apiBase: `${sandbox.url}/yoco/api`, secretKey: sandboxDefaults.yoco.secretKey });
  t.equal(gatewayFor({ ...none, yoco }, 'yoco')!.webhook, null, 'no webhook secret: no intake');

  const checked: Buffer[] = [];
  const check = ({ body }: { body: Buffer }) => {
    checked.push(body);
    if (!body.toString().includes('"signed"')) throw new WebhookRejected('not signed');
  };
  const webhook = gatewayFor({ ...none, yoco, webhookChecks: { yoco: check } }, 'yoco')!.webhook!;
  t.equal(webhook.trust, 'signed');
  const event = JSON.stringify({ id: 'evt_1', type: 'payment.succeeded', signed: true });
  t.same(await webhook.receive({ body: Buffer.from(event), headers: {} }), { eventId: 'evt_1', type: 'payment.succeeded', payload: event }, 'the text is kept as delivered');
  await t.rejects(webhook.receive({ body: Buffer.from('{"id":"evt_2","type":"payment.succeeded"}'), headers: {} }), WebhookRejected);
  t.equal(await webhook.receive({ body: Buffer.from('{"signed": true'), headers: {} }), null, 'signed but not JSON');
  t.equal(await webhook.receive({ body: Buffer.from('{"signed": true, "id": 7}'), headers: {} }), null, 'names no event');
  t.equal(checked.length, 4, 'the check saw every body before it was read');

  const dpo = gatewayFor({ ...none, dpo: createDpoClient({ apiBase: `${sandbox.url}/dpo`, ...sandboxDefaults.dpo, paymentMinutes: 15, paymentUrl: `${sandbox.url}/dpo/payv2.php` }) }, 'dpo')!;
  const hint = dpo.webhook!;
  t.match(hint, { trust: 'hint', acknowledgement: 'OK' });
  const xml = '<?xml version="1.0"?><API3G><Result>000</Result><TransactionToken>TOKEN-1</TransactionToken><CompanyRef>ours</CompanyRef><TransactionAmount>1.00</TransactionAmount></API3G>';
  const read = (await hint.receive({ body: Buffer.from(xml), headers: {} }))!;
  t.match(read, { eventId: /^TOKEN-1:[0-9a-f]{32}$/, type: 'notification' });
  t.same(JSON.parse(read.payload), { transToken: 'TOKEN-1', companyRef: 'ours' }, 'only the token and CompanyRef are kept, never the result or amount');
  t.same(dpo.events.interpret(read.type, JSON.parse(read.payload)), { kind: 'confirm', payment: { providerRef: 'TOKEN-1', paymentId: 'ours' } }, 'a hint only ever asks again');
  t.equal((await hint.receive({ body: Buffer.from(xml), headers: {} }))!.eventId, read.eventId, 'a repeated delivery has the same id');
  t.not((await hint.receive({ body: Buffer.from(xml.replace('000', '901')), headers: {} }))!.eventId, read.eventId, 'another notification for the token is another hint');
  t.equal(await hint.receive({ body: Buffer.from('<API3G><Result>000'), headers: {} }), null, 'broken XML');
  t.equal(await hint.receive({ body: Buffer.from('TransactionToken=bad token!'), headers: {} }), null, 'no token of DPO’s shape');
  t.same(dpo.events.interpret('notification', { transToken: 7 }), { kind: 'ignored' });
  t.same(dpo.events.interpret('other', { transToken: 'TOKEN-1' }), { kind: 'ignored' });
});

t.test('mobile money is offered only through a configured provider whose account has wallets', async (t) => {
  const dpoWith = (mobileOperators: string[]) =>
    createDpoClient({ apiBase: 'http://127.0.0.1:9/dpo', ...sandboxDefaults.dpo, paymentMinutes: 15, paymentUrl: 'http://127.0.0.1:9/dpo/payv2.php', mobileOperators });
  const yoco = createYocoClient({ apiBase: 'http://127.0.0.1:9/yoco/api', secretKey: sandboxDefaults.yoco.secretKey });
  t.same(mobileMoneyProviders(none), [], 'nothing configured');
  t.same(mobileMoneyProviders({ ...none, yoco }), [], 'a provider without mobile money');
  t.same(mobileMoneyProviders({ ...none, yoco, dpo: dpoWith(['orange', 'mascom']) }), ['dpo']);
  t.same(mobileMoneyProviders({ ...none, yoco, dpo: dpoWith([]) }), [], 'DPO configured without wallets: cards only');
  t.same(configuredProviders({ ...none, yoco, dpo: dpoWith([]) }), { paypal: false, yoco: true, dpo: true }, 'while DPO still takes cards');
});
