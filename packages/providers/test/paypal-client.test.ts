import t, { type Test } from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { createPayPalClient } from '../src/paypal-client.ts';
import { firstCapture } from '../src/paypal-orders.ts';
import { ProviderError } from '../src/provider-error.ts';

async function withSandbox(t: Test, now: { value: number }) {
  const sandbox = await startSandbox({ paypal: { now: () => new Date(now.value) } });
  t.teardown(() => sandbox.close());
  const client = createPayPalClient({ apiBase: `${sandbox.url}/paypal`, clientId: sandboxDefaults.paypal.clientId, clientSecret: sandboxDefaults.paypal.clientSecret });
  const requests = async () =>
    ((await (await fetch(`${sandbox.url}/paypal/_control/requests`)).json()) as { requests: Array<{ method: string; path: string; headers: Record<string, string> }> }).requests;
  return { sandbox, client, requests };
}

const order = (id: string) => ({
  customId: id,
  invoiceId: `INV-${id}`,
  description: 'guidepass Local, 2 weeks',
  amount: { currency_code: 'USD', value: '7.40' },
  returnUrl: 'http://app.test/?payment=success',
  cancelUrl: 'http://app.test/payment-cancel',
  requestId: id,
});

t.test('the OAuth token is fetched once and reused', async (t) => {
  const { client, requests } = await withSandbox(t, { value: Date.now() });
  await client.createOrder(order('p-1'));
  await client.createOrder(order('p-2'));
  const tokenCalls = (await requests()).filter((r) => r.path.endsWith('/v1/oauth2/token'));
  t.equal(tokenCalls.length, 1);
});

t.test('a token the provider no longer accepts is replaced once and the call succeeds', async (t) => {
  const clock = { value: Date.now() };
  const { client, requests } = await withSandbox(t, clock);
  await client.createOrder(order('p-3'));
  clock.value += 10 * 60 * 60 * 1000; // past the sandbox token's 9 h; our cache still trusts it
  const created = await client.createOrder(order('p-4'));
  t.match(created.id, /^[A-Z0-9]{17}$/);
  const tokenCalls = (await requests()).filter((r) => r.path.endsWith('/v1/oauth2/token'));
  t.equal(tokenCalls.length, 2);
});

t.test('orders carry our id, an idempotency key and an approval link; BWP is refused as PayPal refuses it', async (t) => {
  const { client, requests, sandbox } = await withSandbox(t, { value: Date.now() });
  const created = await client.createOrder(order('p-5'));
  t.match(created.approveUrl, `${sandbox.url}/paypal/checkoutnow?token=${created.id}`);
  const create = (await requests()).find((r) => r.path.endsWith('/v2/checkout/orders') && r.method === 'POST');
  t.equal(create?.headers['paypal-request-id'], 'p-5');
  const read = await client.getOrder(created.id);
  t.equal(read.purchase_units?.[0]?.custom_id, 'p-5');
  const error = await client.createOrder({ ...order('p-6'), amount: { currency_code: 'BWP', value: '50.00' } }).catch((e: unknown) => e);
  t.ok(error instanceof ProviderError);
  t.match(error, { provider: 'paypal', status: 422, issue: 'CURRENCY_NOT_SUPPORTED', transient: false });
});

t.test('capturing before approval fails as ORDER_NOT_APPROVED; after approval a retried capture replays, never doubles', async (t) => {
  const { client, sandbox } = await withSandbox(t, { value: Date.now() });
  const created = await client.createOrder(order('p-7'));
  const early = await client.captureOrder(created.id, 'cap-7').catch((e: unknown) => e);
  t.match(early, { issue: 'ORDER_NOT_APPROVED' });
  await fetch(`${sandbox.url}/paypal/checkoutnow/decision`, { method: 'POST', body: new URLSearchParams({ token: created.id, decision: 'approve' }), redirect: 'manual' });
  const first = await client.captureOrder(created.id, 'cap-7b');
  const replay = await client.captureOrder(created.id, 'cap-7b');
  const other = await client.captureOrder(created.id, 'cap-7c');
  t.equal(firstCapture(first)?.status, 'COMPLETED');
  t.equal(firstCapture(replay)?.id, firstCapture(first)?.id);
  t.equal(firstCapture(other)?.id, firstCapture(first)?.id, 'ORDER_ALREADY_CAPTURED reads the order back');
});

t.test('a provider that does not answer is a transient error', async (t) => {
  const client = createPayPalClient({ apiBase: 'http://127.0.0.1:1', clientId: 'x', clientSecret: 'y', timeoutMs: 500 });
  const error = await client.getOrder('X').catch((e: unknown) => e);
  t.match(error, { status: 0, transient: true });
});
