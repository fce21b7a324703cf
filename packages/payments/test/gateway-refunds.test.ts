import t from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { createDpoClient } from '@guidepass/providers/dpo/dpo-client';
import { createPayPalClient } from '@guidepass/providers/paypal-client';
import { ProviderError } from '@guidepass/providers/provider-error';
import { createYocoClient } from '@guidepass/providers/yoco-client';
import { gatewayFor } from '../src/gateway-registry.ts';
import type { GatewayPayment } from '../src/payment-gateway.ts';

// Each adapter's refund against its stand-in (product.md §13; providers.md §1.6, §2.4, §6.6): part, then the rest;
// more than is left, or a refusal, is the provider's error and gives nothing back.
const none = { paypal: null, yoco: null };
const appUrl = 'http://app.test';
const refund = (amountMinor: number, requestId: string) => ({ amountMinor, reason: "O'Brien & <Sons> asked", requestId });

t.test('PayPal: a capture refunded in part, then the rest; more than is left is refused', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const paypal = createPayPalClient({ apiBase: `${sandbox.url}/paypal`, clientId: sandboxDefaults.paypal.clientId, clientSecret: sandboxDefaults.paypal.clientSecret });
  const gateway = gatewayFor({ ...none, paypal }, 'paypal')!;
  const paymentId = '5f1e2d3c-aaaa-4bbb-8ccc-123456789abc';
  const started = await gateway.start({ paymentId, description: 'guidepass SADC, 2 weeks', currency: 'USD', amountMinor: 1480, appUrl });
  const token = new URL(started.redirectUrl).searchParams.get('token')!;
  await fetch(`${sandbox.url}/paypal/checkoutnow/decision`, { method: 'POST', body: new URLSearchParams({ token, decision: 'approve' }), redirect: 'manual' });
  const payment: GatewayPayment = { id: paymentId, provider: 'paypal', provider_ref: started.providerRef, capture_ref: null, amount_minor: 1480, currency: 'USD' };
  const proof = await gateway.confirm(payment);
  t.equal(proof.kind, 'paid');
  const captured = { ...payment, capture_ref: proof.kind === 'paid' ? proof.ref : null };

  const half = await gateway.refund(captured, refund(740, 'refund-a'));
  t.match(half.refundRef, /^[A-Z0-9]{17}$/, "PayPal's refund id, the one its REFUNDED event names");
  const tooMuch = await gateway.refund(captured, refund(1000, 'refund-b')).catch((error: unknown) => error);
  t.ok(tooMuch instanceof ProviderError && tooMuch.issue === 'REFUND_AMOUNT_EXCEEDED', 'more than is left');
  const rest = await gateway.refund(captured, refund(740, 'refund-c'));
  t.not(rest.refundRef, half.refundRef);
  const again = await gateway.refund(captured, refund(740, 'refund-a'));
  t.equal(again.refundRef, half.refundRef, 'the same request id replays the first answer, never a second refund');
});

t.test('Yoco: a paid checkout refunded in part (accepted), the rest; refused in test mode where Yoco refuses', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const yoco = createYocoClient({ apiBase: `${sandbox.url}/yoco/api`, secretKey: sandboxDefaults.yoco.secretKey });
  const gateway = gatewayFor({ ...none, yoco }, 'yoco')!;
  const paymentId = '6f1e2d3c-aaaa-4bbb-8ccc-123456789abc';
  const started = await gateway.start({ paymentId, description: 'guidepass SADC, 2 weeks', currency: 'ZAR', amountMinor: 26600, appUrl });
  await fetch(`${started.redirectUrl}/decision`, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }), redirect: 'manual' });
  const payment: GatewayPayment = { id: paymentId, provider: 'yoco', provider_ref: started.providerRef, capture_ref: 'p_1', amount_minor: 26600, currency: 'ZAR' };

  const control = (body: object) => fetch(`${sandbox.url}/yoco/_control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await control({ refuseTestModeRefunds: true });
  const refused = await gateway.refund(payment, refund(26600, 'refund-refused')).catch((error: unknown) => error);
  t.ok(refused instanceof ProviderError && refused.provider === 'yoco' && refused.status === 400, "Yoco's test-mode refusal");
  await control({ refuseTestModeRefunds: false });

  const part = await gateway.refund(payment, refund(6650, 'refund-1'));
  t.match(part.refundRef, /^rfd_/, "Yoco's refund id, the one refund.succeeded names");
  const rest = await gateway.refund(payment, refund(26600 - 6650, 'refund-2'));
  t.match(rest.refundRef, /^rfd_/);
  const nothingLeft = await gateway.refund(payment, refund(100, 'refund-3')).catch((error: unknown) => error);
  t.ok(nothingLeft instanceof ProviderError, 'nothing left to refund');
});

t.test('DPO: refundToken in part and the rest, our id as the reference; more than paid is 999', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const { companyToken, serviceType } = sandboxDefaults.dpo;
  const dpo = createDpoClient({ apiBase: `${sandbox.url}/dpo`, companyToken, serviceType, paymentMinutes: 15, paymentUrl: `${sandbox.url}/dpo/payv2.php` });
  const gateway = gatewayFor({ ...none, dpo }, 'dpo')!;
  const paymentId = '7f1e2d3c-aaaa-4bbb-8ccc-123456789abc';
  const started = await gateway.start({ paymentId, description: 'guidepass SADC, 2 weeks', currency: 'BWP', amountMinor: 20000, appUrl });
  const payment: GatewayPayment = { id: paymentId, provider: 'dpo', provider_ref: started.providerRef, capture_ref: null, amount_minor: 20000, currency: 'BWP' };
  const unpaid = await gateway.refund(payment, refund(20000, 'refund-unpaid')).catch((error: unknown) => error);
  t.ok(unpaid instanceof ProviderError && unpaid.issue === '999', 'an unpaid token has nothing to refund');
  const card = { action: 'card', cardNumber: '4111111111111111', cardExpiry: '12/39', cardCvv: '123', cardHolder: 'Neo Kgosi' };
  await fetch(started.redirectUrl, { method: 'POST', body: new URLSearchParams(card), redirect: 'manual' });
  const paid = { ...payment, capture_ref: started.providerRef };

  t.same(await gateway.refund(paid, refund(5000, 'refund-ours-1')), { refundRef: 'refund-ours-1', check: { state: 'approved', position: 0 } }, 'verifyRefund: approved, the first');
  const over = await gateway.refund(paid, refund(15001, 'refund-ours-2')).catch((error: unknown) => error);
  t.ok(over instanceof ProviderError && over.issue === '999', 'more than is left');
  t.same(await gateway.refund(paid, refund(15000, 'refund-ours-3')), { refundRef: 'refund-ours-3', check: { state: 'approved', position: 1 } });
});
