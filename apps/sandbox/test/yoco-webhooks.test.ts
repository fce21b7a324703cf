import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { formWithButton } from './helpers/html-forms.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';

const secretKey = 'sk_test_guidepass_sandbox';
const preregisteredSecret = `whsec_${randomBytes(32).toString('base64')}`;

interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  event: { id: string; type: string; createdDate: string; payload: Record<string, any> };
}

type Verdict = 'valid' | 'stale' | 'bad-signature' | 'missing-headers';

/**
 * Written from providers.md 2.8 in the test, independently of the stand-in's signer,
 * so each checks the other.
 */
function verifyWebhook(secret: string, headers: IncomingHttpHeaders, rawBody: string, nowSeconds: number): Verdict {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return 'missing-headers';
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`).digest();
  const matches = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const candidate = Buffer.from(value, 'base64');
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  });
  if (!matches) return 'bad-signature';
  return Math.abs(nowSeconds - Number(timestamp)) > 300 ? 'stale' : 'valid';
}

/** A real HTTP webhook receiver on a free port; answers with queued statuses, then 200. */
async function startReceiver(t: Test) {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  let onReceive: (webhook: ReceivedWebhook) => void = () => {};
  const waiters: { count: number; resolve: () => void }[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const webhook = { path: request.url ?? '', headers: request.headers, rawBody, event: JSON.parse(rawBody) };
      received.push(webhook);
      onReceive(webhook);
      response.writeHead(statuses.shift() ?? 200).end();
      for (const waiter of [...waiters]) {
        if (received.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/webhooks/yoco`,
    received,
    /** Statuses for the next answers, e.g. [500] to fail once. */
    answerWith: (...next: number[]) => statuses.push(...next),
    onReceive: (handler: (webhook: ReceivedWebhook) => void) => void (onReceive = handler),
    reset() {
      received.length = 0;
      statuses.length = 0;
      onReceive = () => {};
    },
    waitFor(count: number, timeoutMs = 5000): Promise<ReceivedWebhook[]> {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`expected ${count} webhooks, got ${received.length}`)), timeoutMs);
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve(received)) });
      });
    },
  };
}

t.test('Yoco webhooks', async (t) => {
  const receiver = await startReceiver(t);
  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;
  const nowSeconds = () => Math.floor(now() / 1000);
  const sandbox = await startTestSandbox(t, {
    yoco: { webhookUrl: receiver.url, webhookSecret: preregisteredSecret, retryScale: 0.001, now },
  });
  const apiBase = `${sandbox.url}/yoco/api`;

  function api(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST') {
    return fetch(`${apiBase}${path}`, {
      method,
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

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

  t.test('Pay on the hosted page sends payment.succeeded, signed with the pre-registered secret', async (t) => {
    const checkout = await createCheckout();
    const paid = await press(checkout.redirectUrl, 'Pay');
    t.equal(paid.status, 302);
    t.equal(paid.headers.get('location'), 'https://app.example/success');
    const [webhook] = await receiver.waitFor(1);
    if (!webhook) throw new Error('no webhook');

    t.equal(verifyWebhook(preregisteredSecret, webhook.headers, webhook.rawBody, nowSeconds()), 'valid');
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
    for (const webhook of received) t.equal(verifyWebhook(preregisteredSecret, webhook.headers, webhook.rawBody, nowSeconds()), 'valid');
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
    t.equal(verifyWebhook(preregisteredSecret, third.headers, third.rawBody, nowSeconds()), 'valid');

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
    t.equal(verifyWebhook(preregisteredSecret, webhook.headers, webhook.rawBody, nowSeconds()), 'bad-signature');
  });

  t.test('the staleTimestampSeconds fault sends an old timestamp that fails the tolerance check', async (t) => {
    await control({ webhooks: { staleTimestampSeconds: 600 } });
    await paidCheckout();
    const [webhook] = await receiver.waitFor(1);
    if (!webhook) throw new Error('no webhook');
    t.ok(nowSeconds() - Number(webhook.headers['webhook-timestamp']) >= 600);
    t.equal(verifyWebhook(preregisteredSecret, webhook.headers, webhook.rawBody, nowSeconds()), 'stale');
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
    t.equal(verifyWebhook(preregisteredSecret, webhook.headers, webhook.rawBody, nowSeconds()), 'valid');
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
