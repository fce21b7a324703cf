import t from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { createYocoClient, isPaidCheckout } from '../src/yoco-client.ts';

t.test('a checkout carries our id and idempotency key, and reads back as paid after the hosted page', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const client = createYocoClient({ apiBase: `${sandbox.url}/yoco/api`, secretKey: sandboxDefaults.yoco.secretKey });
  const checkout = {
    amountCents: 13300,
    paymentId: 'pay-1',
    description: 'guidepass SADC, 1 week',
    successUrl: 'http://app.test/?payment=success',
    cancelUrl: 'http://app.test/payment-cancel',
    failureUrl: 'http://app.test/payment-cancel?reason=declined',
    idempotencyKey: 'pay-1',
  };
  const created = await client.createCheckout(checkout);
  const again = await client.createCheckout(checkout);
  t.equal(again.id, created.id, 'the same idempotency key replays the checkout');
  const before = await client.getCheckout(created.id);
  t.equal(isPaidCheckout(before), false);
  t.equal(before.metadata?.paymentId, 'pay-1');
  await fetch(`${created.redirectUrl}/decision`, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }), redirect: 'manual' });
  const after = await client.getCheckout(created.id);
  t.equal(isPaidCheckout(after), true);
  t.match(after.paymentId, /^p_/);
});

t.test('a wrong key is refused with the provider error', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const client = createYocoClient({ apiBase: `${sandbox.url}/yoco/api`, secretKey: 'sk_test_wrong' });
  const error = await client.getCheckout('ch_x').catch((e: unknown) => e);
  t.match(error, { provider: 'yoco', status: 403, transient: false });
});

t.test('webhooks: registered with a secret shown once, listed without it, deleted', async (t) => {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const client = createYocoClient({ apiBase: `${sandbox.url}/yoco/api`, secretKey: sandboxDefaults.yoco.secretKey });
  const registered = await client.registerWebhook({ name: 'guidepass', url: 'http://app.test/webhooks/yoco', idempotencyKey: 'wh-1' });
  t.match(registered, { id: String, name: 'guidepass', url: 'http://app.test/webhooks/yoco', mode: 'test', secret: /^whsec_/ });
  t.same(await client.listWebhooks(), [{ id: registered.id, name: 'guidepass', url: 'http://app.test/webhooks/yoco', mode: 'test' }]);
  await client.deleteWebhook(registered.id);
  t.same(await client.listWebhooks(), []);
  t.match(await client.deleteWebhook(registered.id).catch((e: unknown) => e), { provider: 'yoco', status: 404 });
  t.match(await client.registerWebhook({ name: 'x', url: 'ftp://app.test', idempotencyKey: 'wh-2' }).catch((e: unknown) => e), { provider: 'yoco', status: 400 });
});
