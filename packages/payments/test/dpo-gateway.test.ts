import t, { type Test } from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { createDpoClient } from '@guidepass/providers/dpo/dpo-client';
import { configuredProviders, gatewayFor } from '../src/gateway-registry.ts';
import type { GatewayPayment } from '../src/payment-gateway.ts';

// DPO Pay cards through the gateway contract, against the sandbox's DPO (providers.md §6): a token per payment with
// our id as CompanyRef, proof only from verifying the token we stored, for our amount and currency.
const none = { paypal: null, yoco: null };
const appUrl = 'http://app.test';

async function dpoSandbox(t: Test) {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const { companyToken, serviceType } = sandboxDefaults.dpo;
  const dpo = createDpoClient({ apiBase: `${sandbox.url}/dpo`, companyToken, serviceType, paymentMinutes: 15, paymentUrl: `${sandbox.url}/dpo/payv2.php` });
  return { sandbox, dpo, gateway: gatewayFor({ ...none, dpo }, 'dpo')! };
}

const pay = (pageUrl: string, form: Record<string, string>) => fetch(pageUrl, { method: 'POST', body: new URLSearchParams(form), redirect: 'manual' });
const card = (cardNumber: string) => ({ action: 'card', cardNumber, cardExpiry: '12/39', cardCvv: '123', cardHolder: 'Neo Kgosi' });

t.test('configured, DPO is offered; its gateway opens a token for our payment and proves it only once paid', async (t) => {
  const { sandbox, dpo, gateway } = await dpoSandbox(t);
  t.same(configuredProviders({ ...none, dpo }), { paypal: false, yoco: false, dpo: true });
  const paymentId = '2f1e2d3c-aaaa-4bbb-8ccc-123456789abc';
  const started = await gateway.start({ paymentId, description: 'guidepass Local, 2 weeks', currency: 'BWP', amountMinor: 10000, appUrl });
  t.equal(started.redirectUrl, `${sandbox.url}/dpo/payv2.php?ID=${started.providerRef}`, "DPO's hosted page for the token");
  const payment: GatewayPayment = { id: paymentId, provider: 'dpo', provider_ref: started.providerRef, capture_ref: null, amount_minor: 10000, currency: 'BWP' };
  t.same(await gateway.confirm(payment), { kind: 'not-approved' }, 'not paid yet (900)');

  const paid = await pay(started.redirectUrl, card('4111111111111111'));
  const back = new URL(paid.headers.get('location')!);
  t.equal(`${back.origin}${back.pathname}`, `${appUrl}/`);
  t.equal(back.searchParams.get('payment'), 'success');
  t.equal(back.searchParams.get('method'), 'dpo');
  t.equal(back.searchParams.get('paymentId'), paymentId);
  const proof = await gateway.confirm(payment);
  t.same(proof, { kind: 'paid', ref: started.providerRef, amount: { amountMinor: 10000, currency: 'BWP' } });
  t.same(await gateway.status(payment), proof, 'status asks the same question');

  // The same token read against another payment (another CompanyRef, amount or currency) is no proof for it.
  t.match(await gateway.confirm({ ...payment, id: '3f1e2d3c-aaaa-4bbb-8ccc-123456789abc' }), { kind: 'failed' });
  t.match(await gateway.confirm({ ...payment, amount_minor: 5000 }), { kind: 'failed', reason: /amount/ });
  t.match(await gateway.confirm({ ...payment, currency: 'USD' }), { kind: 'failed', reason: /currency/ });
});

t.test('declined, cancelled and Back: never proof; Back goes to the cancel address', async (t) => {
  const { dpo, gateway } = await dpoSandbox(t);
  const open = async (paymentId: string) => {
    const started = await gateway.start({ paymentId, description: 'guidepass Local, 2 weeks', currency: 'BWP', amountMinor: 10000, appUrl });
    return { started, payment: { id: paymentId, provider: 'dpo', provider_ref: started.providerRef, capture_ref: null, amount_minor: 10000, currency: 'BWP' } as GatewayPayment };
  };
  const declined = await open('4f1e2d3c-aaaa-4bbb-8ccc-123456789abc');
  t.equal((await pay(declined.started.redirectUrl, card('4000000000000002'))).status, 200, 'the page says declined');
  t.match(await gateway.confirm(declined.payment), { kind: 'failed', reason: /^DPO 901/ });
  const back = await pay(declined.started.redirectUrl, { action: 'back' });
  const cancel = new URL(back.headers.get('location')!);
  t.equal(`${cancel.origin}${cancel.pathname}`, `${appUrl}/payment-cancel`);
  t.equal(cancel.searchParams.get('method'), 'dpo');

  const cancelled = await open('5f1e2d3c-aaaa-4bbb-8ccc-123456789abc');
  await dpo.cancelToken(cancelled.started.providerRef);
  t.match(await gateway.confirm(cancelled.payment), { kind: 'failed', reason: /cancelled/ });
});

t.test('withdraw cancels an open token so it can no longer be paid; a paid token refuses to be withdrawn', async (t) => {
  const { gateway } = await dpoSandbox(t);
  const open = async (paymentId: string) => {
    const started = await gateway.start({ paymentId, description: 'guidepass Local, 2 weeks', currency: 'BWP', amountMinor: 10000, appUrl });
    return { started, payment: { id: paymentId, provider: 'dpo', provider_ref: started.providerRef, capture_ref: null, amount_minor: 10000, currency: 'BWP' } as GatewayPayment };
  };
  const open1 = await open('8f1e2d3c-aaaa-4bbb-8ccc-123456789abc');
  t.equal(await gateway.withdraw(open1.payment), 'withdrawn');
  t.match(await gateway.confirm(open1.payment), { kind: 'failed', reason: /cancelled/ }, 'verifyToken: cancelled');
  const page = await pay(open1.started.redirectUrl, card('4111111111111111'));
  t.not(page.status, 302, 'the hosted page no longer takes the card');
  t.match(await gateway.confirm(open1.payment), { kind: 'failed' }, 'still not paid');

  const paid = await open('9f1e2d3c-aaaa-4bbb-8ccc-123456789abc');
  await pay(paid.started.redirectUrl, card('4111111111111111'));
  await t.rejects(gateway.withdraw(paid.payment), { name: 'ProviderError', issue: '999' });
  t.match(await gateway.confirm(paid.payment), { kind: 'paid' }, 'a paid token stays paid');
});

t.test('DPO refusing or unreachable: start throws the provider error the api turns into provider-unavailable', async (t) => {
  const { companyToken, serviceType } = sandboxDefaults.dpo;
  const down = createDpoClient({ apiBase: 'http://127.0.0.1:9', companyToken, serviceType, paymentMinutes: 15, paymentUrl: 'http://127.0.0.1:9/payv2.php', timeoutMs: 2000 });
  const gateway = gatewayFor({ ...none, dpo: down }, 'dpo')!;
  await t.rejects(gateway.start({ paymentId: '6f1e2d3c-aaaa-4bbb-8ccc-123456789abc', description: 'x', currency: 'BWP', amountMinor: 10000, appUrl }), { name: 'ProviderError' });
  const { gateway: real } = await dpoSandbox(t);
  await t.rejects(real.start({ paymentId: '7f1e2d3c-aaaa-4bbb-8ccc-123456789abc', description: 'x', currency: 'EUR', amountMinor: 10000, appUrl }), { name: 'ProviderError' }, 'a currency the account lacks (904)');
});
