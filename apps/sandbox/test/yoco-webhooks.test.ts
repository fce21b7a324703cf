import { randomBytes } from 'node:crypto';
import t from 'tap';
import { formWithButton } from './helpers/html-forms.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';
import { startReceiver, verifyWebhook } from './helpers/yoco-webhook-receiver.ts';

const secretKey = 'sk_test_guidepass_sandbox';

t.test('Yoco webhooks', async (t) => {
  const receiver = await startReceiver(t);
  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;
  const nowSeconds = () => Math.floor(now() / 1000);
  const sandbox = await startTestSandbox(t, { yoco: { retryScale: 0.001, now } });
  const apiBase = `${sandbox.url}/yoco/api`;

  function api(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
    return fetch(`${apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  // Registered as the product registers it; the control reset before each test keeps it (account set-up).
  const registered = (await (await api('/webhooks', { name: 'receiver', url: receiver.url })).json()) as { secret: string };
  const webhookSecret = registered.secret;

  async function control(body: unknown, path = ''): Promise<any> {
    const response = await fetch(`${sandbox.url}/yoco/_control${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`control answered ${response.status}: ${await response.text()}`);
    return response.json();
  }

  async function createCheckout(): Promise<Record<string, any>> {
    const response = await api('/checkouts', {
      amount: 15000,
      currency: 'ZAR',
      successUrl: 'https://app.example/success',
      cancelUrl: 'https://app.example/cancel',
      failureUrl: 'https://app.example/failure',
      metadata: { paymentId: 'pay_1' },
    });
    return (await response.json()) as Record<string, any>;
  }

  async function paidCheckout(): Promise<Record<string, any>> {
    const checkout = await createCheckout();
    await press(String(checkout.redirectUrl), 'Pay');
    return (await (await api(`/checkouts/${checkout.id}`)).json()) as Record<string, any>;
  }

  async function press(checkoutUrl: string, button: string): Promise<Response> {
    const form = formWithButton(await (await fetch(checkoutUrl)).text(), button);
    return fetch(new URL(form.action, sandbox.url), { method: 'POST', body: new URLSearchParams(form.fields), redirect: 'manual' });
  }

  async function deliveries(): Promise<Record<string, any>[]> {
    return ((await (await fetch(`${sandbox.url}/yoco/_control/deliveries`)).json()) as { deliveries: Record<string, any>[] }).deliveries;
  }

  t.beforeEach(async () => {
    clockOffsetMs = 0;
    await control({ reset: true });
    receiver.reset();
  });

  t.test('Pay on the hosted page sends payment.succeeded, signed with the secret its registration answered', async (t) => {
    const checkout = await createCheckout();
    const paid = await press(checkout.redirectUrl, 'Pay');
    t.equal(paid.status, 302);
    t.equal(paid.headers.get('location'), 'https://app.example/success');
    const [webhook] = await receiver.waitFor(1);
    if (!webhook) throw new Error('no webhook');

    t.equal(verifyWebhook(webhookSecret, webhook.headers, webhook.rawBody, nowSeconds()), 'valid');
    t.match(webhook.headers['webhook-id'], /^msg_/);
    t.match(webhook.headers['webhook-timestamp'], /^\d{10}$/);
    t.match(webhook.headers['content-type'], 'application/json');
    t.equal(webhook.path, '/webhooks/yoco');

    const current = (await (await api(`/checkouts/${checkout.id}`)).json()) as Record<string, any>;
    t.match(webhook.event, {
      id: /^evt_[A-Za-z0-9]{24}$/,
      type: 'payment.succeeded',
      createdDate: /^\d{4}-\d\d-\d\dT/,
      payload: {
        id: current.paymentId,
        type: 'payment',
        amount: 15000,
        currency: 'ZAR',
        status: 'succeeded',
        mode: 'test',
        paymentMethodDetails: { type: 'card', card: { maskedCard: String, scheme: String } },
        metadata: { checkoutId: checkout.id },
      },
    });
    t.not(verifyWebhook(`whsec_${randomBytes(32).toString('base64')}`, webhook.headers, webhook.rawBody, nowSeconds()), 'valid',
      'another secret does not verify');
  });

  t.test('Decline and Cancel send no webhook', async (t) => {
    const declined = await createCheckout();
    t.equal((await press(declined.redirectUrl, 'Decline')).headers.get('location'), 'https://app.example/failure');
    const cancelled = await createCheckout();
    t.equal((await press(cancelled.redirectUrl, 'Cancel')).headers.get('location'), 'https://app.example/cancel');

    // A later payment's webhook proves deliveries ran; nothing may have come for the two above.
    const paid = await paidCheckout();
    await receiver.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    t.same(receiver.received.map((webhook) => webhook.event.payload.metadata.checkoutId), [paid.id]);
  });

  t.test('duplicate ×3 delivers the same event id three times', async (t) => {
    await control({ webhooks: { duplicate: 3 } });
    await paidCheckout();
    const received = await receiver.waitFor(3);
    t.equal(new Set(received.map((webhook) => webhook.event.id)).size, 1);
    t.equal(new Set(received.map((webhook) => webhook.headers['webhook-id'])).size, 1);
    for (const webhook of received) t.equal(verifyWebhook(webhookSecret, webhook.headers, webhook.rawBody, nowSeconds()), 'valid');
  });

  t.test('after a 500 the retry keeps the ids and is re-signed with a new timestamp', async (t) => {
    receiver.answerWith(500, 503);
    // Move the clock on with every failed answer so the retries fall in later seconds.
    receiver.onReceive(() => void (clockOffsetMs += 7_000));
    await paidCheckout();
    const [first, second, third] = await receiver.waitFor(3);
    if (!first || !second || !third) throw new Error('missing webhooks');

    t.equal(second.event.id, first.event.id);
    t.equal(third.headers['webhook-id'], first.headers['webhook-id']);
    t.equal(second.rawBody, first.rawBody);
    t.not(second.headers['webhook-timestamp'], first.headers['webhook-timestamp']);
    t.not(third.headers['webhook-timestamp'], second.headers['webhook-timestamp']);
    t.not(second.headers['webhook-signature'], first.headers['webhook-signature']);
    t.equal(verifyWebhook(webhookSecret, third.headers, third.rawBody, nowSeconds()), 'valid');

    const attempts = (await deliveries()).map(({ attempt, status, eventId, type, timestamp }) => ({ attempt, status, eventId, type, timestamp }));
    t.same(attempts, [
      { attempt: 1, status: 500, eventId: first.event.id, type: 'payment.succeeded', timestamp: Number(first.headers['webhook-timestamp']) },
      { attempt: 2, status: 503, eventId: first.event.id, type: 'payment.succeeded', timestamp: Number(second.headers['webhook-timestamp']) },
      { attempt: 3, status: 200, eventId: first.event.id, type: 'payment.succeeded', timestamp: Number(third.headers['webhook-timestamp']) },
    ]);
  });

  t.test('the badSignature fault produces a signature that fails verification', async (t) => {
    await control({ webhooks: { badSignature: true } });
    await paidCheckout();
    const [webhook] = await receiver.waitFor(1);
    if (!webhook) throw new Error('no webhook');
    t.equal(verifyWebhook(webhookSecret, webhook.headers, webhook.rawBody, nowSeconds()), 'bad-signature');
  });

  t.test('the staleTimestampSeconds fault sends an old timestamp that fails the tolerance check', async (t) => {
    await control({ webhooks: { staleTimestampSeconds: 600 } });
    await paidCheckout();
    const [webhook] = await receiver.waitFor(1);
    if (!webhook) throw new Error('no webhook');
    t.ok(nowSeconds() - Number(webhook.headers['webhook-timestamp']) >= 600);
    t.equal(verifyWebhook(webhookSecret, webhook.headers, webhook.rawBody, nowSeconds()), 'stale');
  });

  t.test('hold keeps the webhook until release, so the browser can return first', async (t) => {
    await control({ webhooks: { hold: true } });
    const checkout = await createCheckout();
    t.equal((await press(checkout.redirectUrl, 'Pay')).status, 302);
    t.match(await (await api(`/checkouts/${checkout.id}`)).json(), { status: 'completed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    t.equal(receiver.received.length, 0, 'nothing delivered while held');

    t.same(await control({}, '/release'), { released: 1 });
    const [webhook] = await receiver.waitFor(1);
    t.equal(webhook?.event.payload.metadata.checkoutId, checkout.id);
  });

  t.test('a refund answers 202, then refund.succeeded arrives', async (t) => {
    const checkout = await paidCheckout();
    await receiver.waitFor(1);
    const response = await api(`/checkouts/${checkout.id}/refund`, { amount: 5000 });
    t.equal(response.status, 202);
    const refund = (await response.json()) as { refundId: string };
    const [, webhook] = await receiver.waitFor(2);
    if (!webhook) throw new Error('no refund webhook');
    t.equal(verifyWebhook(webhookSecret, webhook.headers, webhook.rawBody, nowSeconds()), 'valid');
    t.match(webhook.event, {
      id: /^evt_/,
      type: 'refund.succeeded',
      payload: {
        id: refund.refundId,
        type: 'refund',
        amount: 5000,
        currency: 'ZAR',
        paymentId: checkout.paymentId,
        status: 'succeeded',
        mode: 'test',
        metadata: { checkoutId: checkout.id },
        refundableAmount: 10000,
      },
    });
  });

});

t.test('a live secret key gives live mode, where refunds work too', async (t) => {
  const sandbox = await startTestSandbox(t, { yoco: { secretKey: 'sk_live_guidepass_sandbox' } });
  const headers = { authorization: 'Bearer sk_live_guidepass_sandbox', 'content-type': 'application/json' };
  const created = await fetch(`${sandbox.url}/yoco/api/checkouts`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ amount: 15000, currency: 'ZAR' }),
  });
  const checkout = (await created.json()) as { id: string; processingMode: string };
  t.equal(checkout.processingMode, 'live');
  const testKey = await fetch(`${sandbox.url}/yoco/api/checkouts/${checkout.id}`, { headers: { authorization: `Bearer ${secretKey}` } });
  t.equal(testKey.status, 403, 'the default test key is not accepted any more');

  const page = formWithButton(await (await fetch(`${sandbox.url}/yoco/checkout/${checkout.id}`)).text(), 'Pay');
  await fetch(new URL(page.action, sandbox.url), { method: 'POST', body: new URLSearchParams(page.fields), redirect: 'manual' });
  const refund = await fetch(`${sandbox.url}/yoco/api/checkouts/${checkout.id}/refund`, { method: 'POST', headers, body: '{}' });
  t.equal(refund.status, 202);
});
