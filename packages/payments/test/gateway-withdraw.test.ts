import t from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { createPayPalClient } from '@guidepass/providers/paypal-client';
import { createYocoClient } from '@guidepass/providers/yoco-client';
import { gatewayFor } from '../src/gateway-registry.ts';
import type { GatewayPayment } from '../src/payment-gateway.ts';

// Providers without a cancel (PayPal orders, Yoco checkouts) leave an opened payment open: withdraw says so and
// changes nothing there, so the caller knows it must never credit (or must refund) a later completion.
const none = { paypal: null, yoco: null };
const appUrl = 'http://app.test';

t.test('PayPal and Yoco: withdrawing an opened payment leaves it open at the provider, and says so', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const paypal = createPayPalClient({ apiBase: `${sandbox.url}/paypal`, clientId: sandboxDefaults.paypal.clientId, clientSecret: sandboxDefaults.paypal.clientSecret });
  const yoco = createYocoClient({ apiBase: `${sandbox.url}/yoco/api`, secretKey: sandboxDefaults.yoco.secretKey });
  for (const [name, currency, amountMinor] of [['paypal', 'USD', 1480], ['yoco', 'ZAR', 19900]] as const) {
    const gateway = gatewayFor({ ...none, paypal, yoco }, name)!;
    const paymentId = name === 'paypal' ? 'af1e2d3c-aaaa-4bbb-8ccc-123456789abc' : 'bf1e2d3c-aaaa-4bbb-8ccc-123456789abc';
    const started = await gateway.start({ paymentId, description: 'guidepass SADC, 2 weeks', currency, amountMinor, appUrl });
    const payment: GatewayPayment = { id: paymentId, provider: name, provider_ref: started.providerRef, capture_ref: null, amount_minor: amountMinor, currency };
    t.equal(await gateway.withdraw(payment), 'left-open', name);
    t.same(await gateway.status(payment), { kind: 'not-approved' }, `${name}: still open, nothing charged`);
  }
});
