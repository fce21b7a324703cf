import t from 'tap';
import { formWithButton, parseForms } from './helpers/html-forms.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';

const secretKey = 'sk_test_guidepass_sandbox';
const dayMs = 24 * 60 * 60 * 1000;

t.test('Yoco checkout API and hosted page', async (t) => {
  let clockOffsetMs = 0;
  const sandbox = await startTestSandbox(t, { yoco: { now: () => Date.now() + clockOffsetMs } });
  const apiBase = `${sandbox.url}/yoco/api`;

  function api(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
    return fetch(`${apiBase}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  }

  async function control(body: unknown): Promise<void> {
    const response = await fetch(`${sandbox.url}/yoco/_control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`control answered ${response.status}: ${await response.text()}`);
  }

  const urls = {
    successUrl: 'https://app.example/pay/yoco/success?ref=pay_123',
    cancelUrl: 'https://app.example/pay/yoco/cancel?ref=pay_123',
    failureUrl: 'https://app.example/pay/yoco/failure?ref=pay_123',
  };

  async function createCheckout(body: Record<string, unknown> = {}): Promise<Record<string, any>> {
    const response = await api('/checkouts', { body: { amount: 15000, currency: 'ZAR', ...urls, ...body } });
    if (response.status !== 200) throw new Error(`create answered ${response.status}`);
    return (await response.json()) as Record<string, any>;
  }

  async function press(checkoutUrl: string, button: string): Promise<Response> {
    const page = await (await fetch(checkoutUrl)).text();
    const form = formWithButton(page, button);
    return fetch(new URL(form.action, sandbox.url), {
      method: 'POST',
      body: new URLSearchParams(form.fields),
      redirect: 'manual',
    });
  }

  t.beforeEach(async () => {
    clockOffsetMs = 0;
    await control({ reset: true });
  });

  t.test('a missing or wrong secret key gets 403 with errorCode and errorMessage', async (t) => {
    const body = JSON.stringify({ amount: 15000, currency: 'ZAR' });
    const missing = await fetch(`${apiBase}/checkouts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    t.equal(missing.status, 403);
    t.match(await missing.json(), { errorCode: String, errorMessage: String, displayMessage: String });

    for (const key of ['sk_test_wrong', 'sk_live_guidepass_sandbox', 'pk_test_guidepass_sandbox']) {
      const wrong = await api('/checkouts', { body: { amount: 15000, currency: 'ZAR' }, headers: { authorization: `Bearer ${key}` } });
      t.equal(wrong.status, 403, `key ${key} is refused`);
    }
    const getWithoutKey = await fetch(`${apiBase}/checkouts/ch_unknown`);
    t.equal(getWithoutKey.status, 403);
  });

  t.test('create answers 200 with a ch_ id, the hosted page URL, checkoutId in metadata and processingMode', async (t) => {
    const response = await api('/checkouts', {
      body: {
        amount: 15000,
        currency: 'ZAR',
        ...urls,
        metadata: { paymentId: 'pay_123', memberId: 'mem_9' },
        externalId: 'pay_123',
        lineItems: [{ displayName: 'Membership - 2 weeks', quantity: 1, pricingDetails: { price: 15000 } }],
        subtotalAmount: 15000,
        totalDiscount: 0,
        totalTaxAmount: 0,
      },
    });
    t.equal(response.status, 200);
    const checkout = (await response.json()) as Record<string, any>;
    t.match(checkout.id, /^ch_[A-Za-z0-9]{24}$/);
    t.same(checkout, {
      id: checkout.id,
      redirectUrl: `${sandbox.url}/yoco/checkout/${checkout.id}`,
      status: 'created',
      amount: 15000,
      currency: 'ZAR',
      paymentId: null,
      ...urls,
      metadata: {
        paymentId: 'pay_123',
        memberId: 'mem_9',
        checkoutId: checkout.id,
        paymentFacilitator: 'yoco-online-checkout',
      },
      merchantId: checkout.merchantId,
      totalDiscount: 0,
      totalTaxAmount: 0,
      subtotalAmount: 15000,
      processingMode: 'test',
    });
    t.type(checkout.merchantId, 'string');
  });

  t.test('only ZAR is accepted and amounts must be whole cents of at least 200', async (t) => {
    const usd = await api('/checkouts', { body: { amount: 15000, currency: 'USD' } });
    t.equal(usd.status, 400);
    t.match(await usd.json(), { errorCode: 'currency_not_supported', errorMessage: /ZAR/ });

    for (const amount of [199, 0, -500, 150.5, '15000', null]) {
      const response = await api('/checkouts', { body: { amount, currency: 'ZAR' } });
      t.equal(response.status, 400, `amount ${JSON.stringify(amount)} is rejected`);
      t.match(await response.json(), { errorCode: 'validation_error', errorMessage: /amount/ });
    }
    const minimum = await api('/checkouts', { body: { amount: 200, currency: 'ZAR' } });
    t.equal(minimum.status, 200, 'R2.00 is accepted');

    const badMetadata = await api('/checkouts', { body: { amount: 200, currency: 'ZAR', metadata: { count: 3 } } });
    t.equal(badMetadata.status, 400, 'metadata values must be strings');
    const badUrl = await api('/checkouts', { body: { amount: 200, currency: 'ZAR', successUrl: '/relative' } });
    t.equal(badUrl.status, 400, 'URLs must be absolute');
  });

  t.test('a repeated Idempotency-Key replays the first answer with Idempotent-Replayed: true', async (t) => {
    const headers = { 'idempotency-key': 'c8a5f1d2-0000-4000-8000-000000000001' };
    const first = await api('/checkouts', { body: { amount: 15000, currency: 'ZAR' }, headers });
    const firstBody = await first.json();
    t.equal(first.status, 200);
    t.equal(first.headers.get('idempotent-replayed'), null);

    const again = await api('/checkouts', { body: { currency: 'ZAR', amount: 15000 }, headers });
    t.equal(again.status, 200);
    t.equal(again.headers.get('idempotent-replayed'), 'true');
    t.same(await again.json(), firstBody, 'same checkout, not a second one');

    const rejectedKey = { 'idempotency-key': 'c8a5f1d2-0000-4000-8000-000000000002' };
    const rejected = await api('/checkouts', { body: { amount: 100, currency: 'ZAR' }, headers: rejectedKey });
    t.equal(rejected.status, 400);
    const rejectedAgain = await api('/checkouts', { body: { amount: 100, currency: 'ZAR' }, headers: rejectedKey });
    t.equal(rejectedAgain.status, 400, 'failures are stored and replayed too');
    t.equal(rejectedAgain.headers.get('idempotent-replayed'), 'true');
  });

  t.test('the same Idempotency-Key with a different body answers 422', async (t) => {
    const headers = { 'idempotency-key': 'key-different-body' };
    t.equal((await api('/checkouts', { body: { amount: 15000, currency: 'ZAR' }, headers })).status, 200);
    const different = await api('/checkouts', { body: { amount: 16000, currency: 'ZAR' }, headers });
    t.equal(different.status, 422);
    t.match(await different.json(), { errorCode: String, errorMessage: String });
  });

  t.test('the same Idempotency-Key while the first request is in flight answers 409', async (t) => {
    await control({ latencyMs: 300 });
    const headers = { 'idempotency-key': 'key-in-flight' };
    const body = { amount: 15000, currency: 'ZAR' };
    const first = api('/checkouts', { body, headers });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = await api('/checkouts', { body, headers });
    t.equal(second.status, 409);
    t.equal((await first).status, 200);
    const afterwards = await api('/checkouts', { body, headers });
    t.equal(afterwards.headers.get('idempotent-replayed'), 'true', 'once finished, the key replays');
  });

  t.test('Idempotency-Keys expire after 24 hours', async (t) => {
    const headers = { 'idempotency-key': 'key-expiring' };
    const first = (await (await api('/checkouts', { body: { amount: 15000, currency: 'ZAR' }, headers })).json()) as { id: string };
    clockOffsetMs = dayMs - 1000;
    t.equal((await api('/checkouts', { body: { amount: 16000, currency: 'ZAR' }, headers })).status, 422, 'still known just before 24 h');
    clockOffsetMs = dayMs + 1000;
    const reused = await api('/checkouts', { body: { amount: 16000, currency: 'ZAR' }, headers });
    t.equal(reused.status, 200);
    t.equal(reused.headers.get('idempotent-replayed'), null);
    t.not(((await reused.json()) as { id: string }).id, first.id);
  });

  t.test('GET shows created, then started once the page opened, unknown ids answer 404', async (t) => {
    const checkout = await createCheckout();
    t.match(await (await api(`/checkouts/${checkout.id}`)).json(), { id: checkout.id, status: 'created', paymentId: null });
    await fetch(checkout.redirectUrl);
    t.match(await (await api(`/checkouts/${checkout.id}`)).json(), { status: 'started', paymentId: null });

    const unknown = await api('/checkouts/ch_doesnotexist000000000000');
    t.equal(unknown.status, 404);
    t.match(await unknown.json(), { errorCode: 'not_found' });
  });

  t.test('the hosted page shows the amount in rand and Pay, Decline and Cancel as form buttons', async (t) => {
    const checkout = await createCheckout({ amount: 123456, lineItems: [{ displayName: '<b>Tour</b> & guide', quantity: 2 }] });
    const response = await fetch(checkout.redirectUrl);
    t.equal(response.status, 200);
    t.match(response.headers.get('content-type'), /text\/html/);
    const page = await response.text();
    t.match(page, '<title>Yoco (sandbox)</title>');
    t.match(page, '<meta name="viewport" content="width=device-width, initial-scale=1">');
    t.match(page, 'R1234.56');
    t.match(page, '&lt;b&gt;Tour&lt;/b&gt; &amp; guide', 'line items are escaped');
    t.match(page, /min-height: 44px/);
    const forms = parseForms(page);
    t.same(forms.flatMap((form) => form.buttons), ['Pay', 'Decline', 'Cancel']);
    for (const form of forms) {
      t.equal(form.method, 'post');
      t.equal(form.action, `/yoco/checkout/${checkout.id}/decision`);
    }
    t.same(forms.map((form) => form.fields.decision), ['pay', 'decline', 'cancel']);
  });

  t.test('Pay redirects to successUrl and completes the checkout with a p_ payment id', async (t) => {
    const checkout = await createCheckout();
    const paid = await press(checkout.redirectUrl, 'Pay');
    t.equal(paid.status, 302);
    t.equal(paid.headers.get('location'), urls.successUrl);

    const after = (await (await api(`/checkouts/${checkout.id}`)).json()) as Record<string, any>;
    t.equal(after.status, 'completed');
    t.match(after.paymentId, /^p_[A-Za-z0-9]{24}$/);

    const page = await (await fetch(checkout.redirectUrl)).text();
    t.match(page, 'already paid');
    t.same(parseForms(page), [], 'no buttons on a paid checkout');
    const payAgain = await fetch(`${sandbox.url}/yoco/checkout/${checkout.id}/decision`, {
      method: 'POST',
      body: new URLSearchParams({ decision: 'pay' }),
      redirect: 'manual',
    });
    t.equal(payAgain.status, 409);
    t.equal(((await (await api(`/checkouts/${checkout.id}`)).json()) as Record<string, any>).paymentId, after.paymentId);
  });

  t.test('Decline redirects to failureUrl, or cancelUrl without one, and leaves the checkout unpaid', async (t) => {
    const checkout = await createCheckout();
    const declined = await press(checkout.redirectUrl, 'Decline');
    t.equal(declined.status, 302);
    t.equal(declined.headers.get('location'), urls.failureUrl);
    t.match(await (await api(`/checkouts/${checkout.id}`)).json(), { status: 'started', paymentId: null });

    const withoutFailureUrl = await createCheckout({ failureUrl: undefined });
    const fallback = await press(withoutFailureUrl.redirectUrl, 'Decline');
    t.equal(fallback.headers.get('location'), urls.cancelUrl);
  });

  t.test('Cancel redirects to cancelUrl', async (t) => {
    const checkout = await createCheckout();
    const cancelled = await press(checkout.redirectUrl, 'Cancel');
    t.equal(cancelled.status, 302);
    t.equal(cancelled.headers.get('location'), urls.cancelUrl);
    t.match(await (await api(`/checkouts/${checkout.id}`)).json(), { paymentId: null });
  });

  t.test('refunds of a paid test-mode checkout answer 202, up to what is left', async (t) => {
    const unpaid = await createCheckout();
    t.equal((await api(`/checkouts/${unpaid.id}/refund`, { body: {} })).status, 400, 'nothing to refund before payment');

    const checkout = await createCheckout();
    await press(checkout.redirectUrl, 'Pay');
    const tooMuch = await api(`/checkouts/${checkout.id}/refund`, { body: { amount: 20000 } });
    t.equal(tooMuch.status, 400);
    const partial = await api(`/checkouts/${checkout.id}/refund`, { body: { amount: 5000 }, headers: { 'idempotency-key': 'refund-1' } });
    t.equal(partial.status, 202);
    t.match(await partial.json(), { id: checkout.id, refundId: /^rfd_/, message: 'Your refund has been processed', status: 'successful' });
    const rest = await fetch(`${apiBase}/checkouts/${checkout.id}/refund`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
    });
    t.equal(rest.status, 202, 'an empty JSON body refunds the rest');
    t.equal((await api(`/checkouts/${checkout.id}/refund`, { body: {} })).status, 400, 'nothing left to refund');
  });

  t.test('with refuseTestModeRefunds, a paid test-mode checkout is refused a refund as at Yoco, and nothing is refunded', async (t) => {
    const checkout = await createCheckout();
    await press(checkout.redirectUrl, 'Pay');
    await control({ refuseTestModeRefunds: true });
    t.teardown(() => control({ refuseTestModeRefunds: false }));
    const refused = await api(`/checkouts/${checkout.id}/refund`, { body: {} });
    t.equal(refused.status, 400);
    t.match(await refused.json(), { errorCode: 'refunds_not_supported_in_test_mode' });
    await control({ refuseTestModeRefunds: false });
    const accepted = await api(`/checkouts/${checkout.id}/refund`, { body: {} });
    t.equal(accepted.status, 202, 'the whole amount was still there to refund');
    t.equal((await api(`/checkouts/${checkout.id}/refund`, { body: { amount: 1 } })).status, 400, 'and now nothing is left');
    t.equal((await fetch(`${sandbox.url}/yoco/_control`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refuseTestModeRefunds: 'yes' }) })).status, 400);
  });

  t.test('invalid control fields are refused and change nothing', async (t) => {
    const response = await fetch(`${sandbox.url}/yoco/_control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs: 100, webhooks: { hold: 'yes' } }),
    });
    t.equal(response.status, 400);
    const { controls } = (await (await fetch(`${sandbox.url}/yoco/_control`)).json()) as { controls: { latencyMs: number } };
    t.equal(controls.latencyMs, 0);
  });
});
