import t from 'tap';
import { parseForms } from './helpers/html-forms.ts';
import { cancelUrl, paypalClient, paypalClientId, returnUrl } from './helpers/paypal-client.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';

const orderId = /^[A-Z0-9]{17}$/;

t.test('PayPal stand-in API', async (t) => {
  let clock = Date.parse('2026-03-02T08:00:00Z');
  const sandbox = await startTestSandbox(t, { paypal: { now: () => new Date(clock) } });
  const paypal = paypalClient(sandbox.url);
  const stamp = () => new Date(clock).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const captureOf = async (orderId: string) => (await paypal.api(`/v2/checkout/orders/${orderId}`)).body.purchase_units[0].payments.captures[0];
  t.beforeEach(async () => {
    await paypal.control({ reset: true });
  });

  t.test('token: Basic client credentials give a Bearer token with PayPal fields', async (t) => {
    const response = await fetch(`${paypal.base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${paypalClientId}:sandbox-paypal-secret`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    t.equal(response.status, 200);
    const body = (await response.json()) as Record<string, unknown>;
    t.same(Object.keys(body).sort(), ['access_token', 'app_id', 'expires_in', 'nonce', 'scope', 'token_type']);
    t.match(body, { token_type: 'Bearer', expires_in: 32400, app_id: /^APP-/, access_token: /^A21AA/, nonce: /^2026-03-02T08:00:00Z/ });
    t.match(body.scope, /https:\/\/uri\.paypal\.com\/services\/payments\/payment/);
  });

  t.test('token: a wrong secret or missing Basic auth is 401 invalid_client', async (t) => {
    for (const authorization of [`Basic ${Buffer.from(`${paypalClientId}:wrong`).toString('base64')}`, undefined]) {
      const response = await fetch(`${paypal.base}/v1/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
        body: 'grant_type=client_credentials',
      });
      t.equal(response.status, 401);
      t.same(await response.json(), { error: 'invalid_client', error_description: 'Client Authentication failed' });
    }
  });

  t.test('API calls with a missing, unknown or expired bearer are 401 AUTHENTICATION_FAILURE', async (t) => {
    const token = await paypal.token();
    for (const bearer of ['', 'A21AAunknown']) {
      const answer = await paypal.api('/v2/checkout/orders', { method: 'POST', body: paypal.orderBody(), bearer });
      t.equal(answer.status, 401);
      t.match(answer.body, {
        name: 'AUTHENTICATION_FAILURE',
        message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        debug_id: answer.headers.get('paypal-debug-id'),
      });
    }
    t.equal((await paypal.api('/v1/notifications/webhooks', { bearer: token })).status, 200, 'fresh token works');
    clock += 32400 * 1000;
    t.equal((await paypal.api('/v1/notifications/webhooks', { bearer: token })).status, 401, 'expired after expires_in');
  });

  t.test('create with experience_context: 201 PAYER_ACTION_REQUIRED with self and payer-action links', async (t) => {
    const answer = await paypal.api('/v2/checkout/orders', { method: 'POST', body: paypal.orderBody() });
    t.equal(answer.status, 201);
    t.match(answer.headers.get('paypal-debug-id'), /^[0-9a-f]{13}$/);
    const { id } = answer.body;
    t.match(id, orderId);
    t.same(answer.body, {
      id,
      status: 'PAYER_ACTION_REQUIRED',
      payment_source: { paypal: {} },
      links: [
        { href: `${paypal.base}/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
        { href: `${paypal.base}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
      ],
    });
  });

  t.test('create with legacy application_context: CREATED with self, approve, update and capture links', async (t) => {
    const order = await paypal.createOrder({}, 'legacy');
    t.equal(order.status, 'CREATED');
    t.same(
      order.links.map((link) => [link.rel, link.method, link.href]),
      [
        ['self', 'GET', `${paypal.base}/v2/checkout/orders/${order.id}`],
        ['approve', 'GET', `${paypal.base}/checkoutnow?token=${order.id}`],
        ['update', 'PATCH', `${paypal.base}/v2/checkout/orders/${order.id}`],
        ['capture', 'POST', `${paypal.base}/v2/checkout/orders/${order.id}/capture`],
      ],
    );
  });

  t.test('GET returns the full order with what was stored', async (t) => {
    const body = paypal.orderBody({ description: 'x'.repeat(200) });
    const created = await paypal.api('/v2/checkout/orders', { method: 'POST', body });
    t.equal(created.status, 201);
    const answer = await paypal.api(`/v2/checkout/orders/${created.body.id}`);
    t.match(answer.body, {
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      create_time: stamp(),
      purchase_units: [
        {
          reference_id: 'default',
          amount: { currency_code: 'USD', value: '20.00' },
          custom_id: 'mem_123',
          invoice_id: body.purchase_units[0]?.invoice_id,
          payee: { email_address: String },
        },
      ],
    });
    t.equal(answer.body.purchase_units[0].description.length, 127, 'description truncated to 127');
  });

  t.test('create replayed with the same PayPal-Request-Id answers 200 with the same body and no new order', async (t) => {
    const body = paypal.orderBody();
    const headers = { 'paypal-request-id': 'create-replay-1' };
    const first = await paypal.api('/v2/checkout/orders', { method: 'POST', body, headers });
    const second = await paypal.api('/v2/checkout/orders', { method: 'POST', body, headers });
    t.equal(first.status, 201);
    t.equal(second.status, 200);
    t.same(second.body, first.body);
  });

  t.test('re-using an invoice_id is 422 DUPLICATE_INVOICE_ID in the full error envelope', async (t) => {
    const body = paypal.orderBody();
    t.equal((await paypal.api('/v2/checkout/orders', { method: 'POST', body })).status, 201);
    const answer = await paypal.api('/v2/checkout/orders', { method: 'POST', body });
    t.equal(answer.status, 422);
    t.same(answer.body, {
      name: 'UNPROCESSABLE_ENTITY',
      message: 'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: answer.headers.get('paypal-debug-id'),
      details: [
        {
          issue: 'DUPLICATE_INVOICE_ID',
          description:
            'Duplicate Invoice ID detected. To avoid a potential duplicate transaction your account setting requires that Invoice Id be unique for each transaction.',
          field: '/purchase_units/0/invoice_id',
          value: body.purchase_units[0]?.invoice_id,
          location: 'body',
        },
      ],
      links: [{ href: 'https://developer.paypal.com/docs/api/orders/v2/#error-DUPLICATE_INVOICE_ID', rel: 'information_link', method: 'GET' }],
    });
  });

  t.test('BWP and ZAR are 422 CURRENCY_NOT_SUPPORTED', async (t) => {
    for (const currency of ['BWP', 'ZAR']) {
      const answer = await paypal.api('/v2/checkout/orders', {
        method: 'POST',
        body: paypal.orderBody({ amount: { currency_code: currency, value: '100.00' } }),
      });
      t.equal(answer.status, 422, currency);
      t.match(answer.body.details[0], { issue: 'CURRENCY_NOT_SUPPORTED', field: '/purchase_units/0/amount/currency_code', value: currency });
    }
  });

  t.test('schema problems are 400 INVALID_REQUEST listing every detail', async (t) => {
    const answer = await paypal.api('/v2/checkout/orders', {
      method: 'POST',
      body: { intent: 'SALE', purchase_units: [{ amount: { currency_code: 'USD', value: 20 } }] },
    });
    t.equal(answer.status, 400);
    t.equal(answer.body.name, 'INVALID_REQUEST');
    t.same(
      answer.body.details.map((detail: { issue: string; field: string }) => [detail.issue, detail.field]),
      [
        ['INVALID_PARAMETER_VALUE', '/intent'],
        ['INVALID_PARAMETER_SYNTAX', '/purchase_units/0/amount/value'],
      ],
    );
    const empty = await paypal.api('/v2/checkout/orders', { method: 'POST', body: { intent: 'CAPTURE', purchase_units: [] } });
    t.match(empty.body.details, [{ issue: 'INVALID_ARRAY_MIN_ITEMS', field: '/purchase_units' }]);
    const eleven = Array.from({ length: 11 }, (_, index) => ({ reference_id: `u${index}`, amount: { currency_code: 'USD', value: '1.00' } }));
    const tooMany = await paypal.api('/v2/checkout/orders', { method: 'POST', body: { intent: 'CAPTURE', purchase_units: eleven } });
    t.match(tooMany.body.details, [{ issue: 'INVALID_ARRAY_MAX_ITEMS' }]);
    const malformed = await fetch(`${paypal.base}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await paypal.token()}`, 'content-type': 'application/json' },
      body: '{"intent":',
    });
    t.equal(malformed.status, 400);
    t.match(await malformed.json(), { name: 'INVALID_REQUEST', details: [{ issue: 'MALFORMED_REQUEST_JSON' }] });
  });

  t.test('an unknown order is 404 RESOURCE_NOT_FOUND / INVALID_RESOURCE_ID in the path', async (t) => {
    const answer = await paypal.api('/v2/checkout/orders/0000000000000000X');
    t.equal(answer.status, 404);
    t.match(answer.body, {
      name: 'RESOURCE_NOT_FOUND',
      message: 'The specified resource does not exist.',
      details: [{ issue: 'INVALID_RESOURCE_ID', field: 'order_id', value: '0000000000000000X', location: 'path' }],
    });
  });

  t.test('approval page shows amount and escaped description with Approve, Decline and Cancel', async (t) => {
    const order = await paypal.createOrder({ description: 'Membership <b>2 weeks</b>', amount: { currency_code: 'EUR', value: '12.5' } });
    const response = await fetch(`${paypal.base}/checkoutnow?token=${order.id}`);
    t.equal(response.status, 200);
    t.equal(response.headers.get('paypal-debug-id')?.length, 13);
    const page = await response.text();
    t.match(page, '<meta name="viewport" content="width=device-width, initial-scale=1">');
    t.match(page, 'PayPal (sandbox)');
    t.match(page, '12.50 EUR');
    t.match(page, 'Membership &lt;b&gt;2 weeks&lt;/b&gt;');
    t.notMatch(page, '<b>2 weeks</b>');
    const forms = parseForms(page);
    t.same(forms.map((form) => form.buttons), [['Approve'], ['Decline'], ['Cancel']]);
    t.same(forms.map((form) => form.fields), [
      { token: order.id, decision: 'approve' },
      { token: order.id, decision: 'decline' },
      { token: order.id, decision: 'cancel' },
    ]);
    for (const form of forms) t.match(form, { action: '/paypal/checkoutnow/decision', method: 'post' });

    const unknown = await fetch(`${paypal.base}/checkoutnow?token=NOPE`);
    t.equal(unknown.status, 404);
  });

  t.test('Approve redirects to return_url keeping its query, adding token and PayerID; the order is APPROVED', async (t) => {
    const order = await paypal.createOrder();
    const location = await paypal.decide(order.id, 'Approve');
    t.equal(`${location.origin}${location.pathname}`, 'http://127.0.0.1:9/pay/paypal/return');
    t.equal(location.searchParams.get('cart'), '7');
    t.equal(location.searchParams.get('token'), order.id);
    t.match(location.searchParams.get('PayerID'), /^[A-Z0-9]{13}$/);
    t.equal(location.href, `${returnUrl}&token=${order.id}&PayerID=${location.searchParams.get('PayerID')}`);
    const current = await paypal.api(`/v2/checkout/orders/${order.id}`);
    t.match(current.body, { status: 'APPROVED', payer: { payer_id: location.searchParams.get('PayerID') } });
    t.same(current.body.links.map((link: { rel: string }) => link.rel), ['self', 'update', 'capture']);
  });

  t.test('Cancel redirects to cancel_url with only the token and leaves the order unapproved', async (t) => {
    const order = await paypal.createOrder();
    const location = await paypal.decide(order.id, 'Cancel');
    t.equal(location.href, `${cancelUrl}?token=${order.id}`);
    t.equal((await paypal.api(`/v2/checkout/orders/${order.id}`)).body.status, 'PAYER_ACTION_REQUIRED');
  });

  t.test('capture before approval is 422 ORDER_NOT_APPROVED', async (t) => {
    const order = await paypal.createOrder();
    const answer = await paypal.capture(order.id);
    t.equal(answer.status, 422);
    t.match(answer.body, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
  });

  t.test('capture after approval is 201 with the capture; a second capture is 422 ORDER_ALREADY_CAPTURED', async (t) => {
    const order = await paypal.approvedOrder();
    const captured = await paypal.capture(order.id);
    t.equal(captured.status, 201);
    const capture = captured.body.purchase_units[0].payments.captures[0];
    t.match(captured.body, { id: order.id, status: 'COMPLETED', payment_source: { paypal: { email_address: String } } });
    t.match(capture, {
      id: orderId,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '20.00' },
      final_capture: true,
      custom_id: 'mem_123',
      invoice_id: /^INV-/,
      seller_receivable_breakdown: {
        gross_amount: { currency_code: 'USD', value: '20.00' },
        paypal_fee: { currency_code: 'USD', value: '1.19' },
        net_amount: { currency_code: 'USD', value: '18.81' },
      },
      create_time: stamp(),
      update_time: stamp(),
    });
    t.same(
      capture.links.map((link: { rel: string; method: string; href: string }) => [link.rel, link.method, link.href]),
      [
        ['self', 'GET', `${paypal.base}/v2/payments/captures/${capture.id}`],
        ['refund', 'POST', `${paypal.base}/v2/payments/captures/${capture.id}/refund`],
        ['up', 'GET', `${paypal.base}/v2/checkout/orders/${order.id}`],
      ],
    );

    const again = await paypal.capture(order.id);
    t.equal(again.status, 422);
    t.match(again.body.details, [{ issue: 'ORDER_ALREADY_CAPTURED' }]);

    const current = await paypal.api(`/v2/checkout/orders/${order.id}`);
    t.match(current.body, { status: 'COMPLETED', purchase_units: [{ payments: { captures: [{ id: capture.id, status: 'COMPLETED' }] } }] });
  });

  t.test('capture with an empty JSON body works as PayPal accepts it', async (t) => {
    const order = await paypal.approvedOrder();
    const response = await fetch(`${paypal.base}/v2/checkout/orders/${order.id}/capture`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await paypal.token()}`, 'content-type': 'application/json' },
    });
    t.equal(response.status, 201);
  });

  t.test('capture replayed with the same PayPal-Request-Id returns the original body with 200', async (t) => {
    const order = await paypal.approvedOrder();
    const headers = { 'paypal-request-id': `capture-${order.id}` };
    const first = await paypal.capture(order.id, headers);
    const replay = await paypal.capture(order.id, headers);
    t.equal(first.status, 201);
    t.equal(replay.status, 200);
    t.same(replay.body, first.body);
    t.equal((await paypal.capture(order.id, { 'paypal-request-id': 'another' })).status, 422, 'a new request id is a new capture attempt');
  });

  t.test('Decline approves, then capture is 422 INSTRUMENT_DECLINED with a redirect link; approving again lets it capture', async (t) => {
    const order = await paypal.createOrder();
    const location = await paypal.decide(order.id, 'Decline');
    t.equal(location.searchParams.get('token'), order.id);
    t.ok(location.searchParams.get('PayerID'), 'redirects like Approve');
    t.equal((await paypal.api(`/v2/checkout/orders/${order.id}`)).body.status, 'APPROVED');

    const declined = await paypal.capture(order.id);
    t.equal(declined.status, 422);
    t.match(declined.body, { details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    t.match(declined.body.links, [{ rel: 'information_link' }, { rel: 'redirect', href: `${paypal.base}/checkoutnow?token=${order.id}`, method: 'GET' }]);

    await paypal.decide(order.id, 'Approve');
    t.equal((await paypal.capture(order.id)).status, 201);
  });

  t.test('failNext makes the next create answer 503 once, then it works', async (t) => {
    t.equal((await paypal.control({ failNext: { path: 'create', status: 503, count: 1 } })).status, 200);
    const failed = await paypal.api('/v2/checkout/orders', { method: 'POST', body: paypal.orderBody() });
    t.equal(failed.status, 503);
    t.equal(failed.body.name, 'SERVICE_UNAVAILABLE');
    t.equal((await paypal.api('/v2/checkout/orders', { method: 'POST', body: paypal.orderBody() })).status, 201);
  });

  t.test('captureOutcome PENDING gives a PENDING capture that the control event completes', async (t) => {
    await paypal.control({ captureOutcome: 'PENDING' });
    const order = await paypal.approvedOrder();
    const captured = await paypal.capture(order.id);
    t.equal(captured.status, 201);
    const capture = captured.body.purchase_units[0].payments.captures[0];
    t.match(capture, { status: 'PENDING', status_details: { reason: 'PENDING_REVIEW' } });
    t.equal(captured.body.status, 'COMPLETED', 'the order completes even though the money has not moved');

    const emitted = await paypal.control({ event_type: 'PAYMENT.CAPTURE.COMPLETED' }, `/_control/orders/${order.id}/events`);
    t.equal(emitted.status, 200);
    t.match(emitted.body.capture, { id: capture.id, status: 'COMPLETED' });
    const current = await captureOf(order.id);
    t.equal(current.status, 'COMPLETED');
    t.notOk(current.status_details);
  });

  t.test('captureOutcome DECLINED gives a DECLINED capture and refunds of it are refused', async (t) => {
    await paypal.control({ captureOutcome: 'DECLINED' });
    const order = await paypal.approvedOrder();
    const captured = await paypal.capture(order.id);
    const capture = captured.body.purchase_units[0].payments.captures[0];
    t.equal(capture.status, 'DECLINED');
    const refund = await paypal.api(`/v2/payments/captures/${capture.id}/refund`, { method: 'POST', body: {} });
    t.equal(refund.status, 422);
  });

  t.test('refunds: partial then the rest, replay by PayPal-Request-Id, then CAPTURE_FULLY_REFUNDED', async (t) => {
    const order = await paypal.approvedOrder();
    const capture = (await paypal.capture(order.id)).body.purchase_units[0].payments.captures[0];
    const path = `/v2/payments/captures/${capture.id}/refund`;
    const partialBody = { amount: { currency_code: 'USD', value: '5.00' }, note_to_payer: 'Sorry' };
    const headers = { 'paypal-request-id': `refund-${capture.id}` };
    const partial = await paypal.api(path, { method: 'POST', body: partialBody, headers });
    t.equal(partial.status, 201);
    t.match(partial.body, { id: orderId, status: 'COMPLETED' });
    t.same(partial.body.links.map((link: { rel: string }) => link.rel), ['self', 'up']);
    const replay = await paypal.api(path, { method: 'POST', body: partialBody, headers });
    t.equal(replay.status, 200);
    t.same(replay.body, partial.body);
    t.equal((await captureOf(order.id)).status, 'PARTIALLY_REFUNDED');

    const tooMuch = await paypal.api(path, { method: 'POST', body: { amount: { currency_code: 'USD', value: '15.01' } } });
    t.match(tooMuch.body.details, [{ issue: 'REFUND_AMOUNT_EXCEEDED' }]);
    const rest = await paypal.api(path, { method: 'POST', body: {} });
    t.equal(rest.status, 201);
    t.equal((await captureOf(order.id)).status, 'REFUNDED');
    const done = await paypal.api(path, { method: 'POST' });
    t.match(done.body.details, [{ issue: 'CAPTURE_FULLY_REFUNDED' }]);
  });

  t.test('every answer carries a Paypal-Debug-Id header, including errors and unknown paths', async (t) => {
    const answers = [
      await fetch(`${paypal.base}/v1/oauth2/token`, { method: 'POST' }),
      await fetch(`${paypal.base}/v2/checkout/orders/X`),
      await fetch(`${paypal.base}/v2/nothing-here`),
      await fetch(`${paypal.base}/`),
    ];
    for (const answer of answers) t.match(answer.headers.get('paypal-debug-id'), /^[0-9a-f]{13}$/, `${answer.url} ${answer.status}`);
  });

  t.test('latencyMs delays API answers', async (t) => {
    await paypal.control({ latencyMs: 150 });
    const started = performance.now();
    await paypal.api('/v1/notifications/webhooks');
    t.ok(performance.now() - started >= 140, 'answer took at least the latency');
  });

  t.test('the request log records method, path and selected headers', async (t) => {
    await paypal.api('/v2/checkout/orders', { method: 'POST', body: paypal.orderBody({ custom_id: 'logged' }), headers: { 'paypal-request-id': 'log-1' } });
    const log = (await (await fetch(`${paypal.base}/_control/requests`)).json()) as { requests: Record<string, unknown>[] };
    const entry = log.requests.find((request) => request.path === '/v2/checkout/orders');
    t.match(entry, {
      method: 'POST',
      headers: { authorization: 'Bearer …', 'paypal-request-id': 'log-1', 'content-type': 'application/json' },
    });
  });

  t.test('the control endpoint rejects unknown fields and bad values', async (t) => {
    t.equal((await paypal.control({ captureOutcom: 'PENDING' })).status, 400);
    t.equal((await paypal.control({ captureOutcome: 'MAYBE' })).status, 400);
    t.equal((await paypal.control({ failNext: { path: 'create', status: 418 } })).status, 400);
    t.equal((await paypal.control({ webhooks: { duplicate: 0 } })).status, 400);
    t.equal((await paypal.control({ event_type: 'PAYMENT.CAPTURE.COMPLETED' }, '/_control/orders/NOPE/events')).status, 404);
  });
});

t.test('custom PayPal client credentials replace the defaults', async (t) => {
  const sandbox = await startTestSandbox(t, { paypal: { clientId: 'custom-id', clientSecret: 'custom-secret' } });
  const request = (id: string, secret: string) =>
    fetch(`${sandbox.url}/paypal/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
  const custom = await request('custom-id', 'custom-secret');
  t.equal(custom.status, 200);
  t.match(await custom.json(), { expires_in: 32400 });
  t.equal((await request(paypalClientId, 'sandbox-paypal-secret')).status, 401);
});

t.test('bad PayPal options make startSandbox fail', async (t) => {
  await t.rejects(startTestSandbox(t, { paypal: { webhookUrl: 'not a url' } }), /paypal\.webhookUrl/);
  await t.rejects(startTestSandbox(t, { paypal: { webhookRetryDelaysMs: [-1] } }), /webhookRetryDelaysMs/);
});
