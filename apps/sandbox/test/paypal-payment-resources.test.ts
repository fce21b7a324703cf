import t from 'tap';
import { paypalClient } from './helpers/paypal-client.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';

// Payments v2 GET capture / GET refund and `Prefer: return=representation` (checkout_orders_v2.json, payments_payment_v2.json).
t.test('PayPal payment resources and representations', async (t) => {
  const clock = Date.parse('2026-03-02T08:00:00Z');
  const sandbox = await startTestSandbox(t, { paypal: { now: () => new Date(clock) } });
  const paypal = paypalClient(sandbox.url);
  const stamp = new Date(clock).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const representation = { prefer: 'return=representation' };
  const links = (body: { links: { rel: string; method: string; href: string }[] }) => body.links.map((item) => [item.rel, item.method, item.href]);

  t.test('GET /v2/payments/captures/{id} answers the capture with its links, order and payee', async (t) => {
    const order = await paypal.approvedOrder({ custom_id: 'pay_9' });
    const capture = (await paypal.capture(order.id)).body.purchase_units[0].payments.captures[0];
    const shown = await paypal.api(`/v2/payments/captures/${capture.id}`);
    t.equal(shown.status, 200);
    t.match(shown.body, {
      id: capture.id,
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '20.00' },
      custom_id: 'pay_9',
      final_capture: true,
      seller_receivable_breakdown: { gross_amount: { value: '20.00' } },
      supplementary_data: { related_ids: { order_id: order.id } },
      payee: { merchant_id: String },
      create_time: stamp,
    });
    t.same(links(shown.body), [
      ['self', 'GET', `${paypal.base}/v2/payments/captures/${capture.id}`],
      ['refund', 'POST', `${paypal.base}/v2/payments/captures/${capture.id}/refund`],
      ['up', 'GET', `${paypal.base}/v2/checkout/orders/${order.id}`],
    ]);
  });

  t.test('GET /v2/payments/refunds/{id} answers the refund; a refund with return=representation answers it whole', async (t) => {
    const order = await paypal.approvedOrder();
    const capture = (await paypal.capture(order.id)).body.purchase_units[0].payments.captures[0];
    const minimal = await paypal.api(`/v2/payments/captures/${capture.id}/refund`, { method: 'POST', body: { amount: { currency_code: 'USD', value: '5.00' } } });
    t.same(Object.keys(minimal.body).sort(), ['id', 'links', 'status'], 'minimal by default');
    const shown = await paypal.api(`/v2/payments/refunds/${minimal.body.id}`);
    t.equal(shown.status, 200);
    t.match(shown.body, { id: minimal.body.id, status: 'COMPLETED', amount: { value: '5.00', currency_code: 'USD' }, seller_payable_breakdown: { total_refunded_amount: { value: '5.00' } }, create_time: stamp });
    t.same(links(shown.body), [
      ['self', 'GET', `${paypal.base}/v2/payments/refunds/${minimal.body.id}`],
      ['up', 'GET', `${paypal.base}/v2/payments/captures/${capture.id}`],
    ]);
    const whole = await paypal.api(`/v2/payments/captures/${capture.id}/refund`, { method: 'POST', body: {}, headers: representation });
    t.match(whole, { status: 201, body: { status: 'COMPLETED', amount: { value: '15.00' }, seller_payable_breakdown: { total_refunded_amount: { value: '20.00' } } } });
  });

  t.test('unknown capture and refund ids are 404 RESOURCE_NOT_FOUND / INVALID_RESOURCE_ID', async (t) => {
    for (const [path, field] of [['captures', 'capture_id'], ['refunds', 'refund_id']] as const) {
      const answer = await paypal.api(`/v2/payments/${path}/NOSUCHID00000000X`);
      t.match(answer, {
        status: 404,
        body: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', details: [{ issue: 'INVALID_RESOURCE_ID', field, value: 'NOSUCHID00000000X', location: 'path' }] },
      });
    }
  });

  t.test('create order is minimal by default; return=representation answers the full order', async (t) => {
    const minimal = await paypal.api('/v2/checkout/orders', { method: 'POST', body: paypal.orderBody() });
    t.same(Object.keys(minimal.body).sort(), ['id', 'links', 'payment_source', 'status']);
    const full = await paypal.api('/v2/checkout/orders', { method: 'POST', body: paypal.orderBody({ custom_id: 'pay_10' }), headers: representation });
    t.equal(full.status, 201);
    t.match(full.body, {
      id: /^[A-Z0-9]{17}$/,
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [{ reference_id: 'default', amount: { currency_code: 'USD', value: '20.00' }, payee: { email_address: String, merchant_id: String }, custom_id: 'pay_10' }],
      create_time: stamp,
    });
    t.same(full.body.links.map((item: { rel: string }) => item.rel), ['self', 'payer-action']);
  });

  t.test('capture is minimal by default; return=representation answers the full order with its captures', async (t) => {
    const order = await paypal.approvedOrder();
    const full = await paypal.capture(order.id, representation);
    t.equal(full.status, 201);
    t.match(full.body, {
      id: order.id,
      intent: 'CAPTURE',
      status: 'COMPLETED',
      purchase_units: [{ amount: { value: '20.00' }, payee: { merchant_id: String }, payments: { captures: [{ status: 'COMPLETED' }] } }],
      payer: { payer_id: String },
      create_time: stamp,
    });
    const other = await paypal.approvedOrder();
    const minimal = (await paypal.capture(other.id)).body;
    t.notOk('intent' in minimal);
    t.notOk('amount' in minimal.purchase_units[0]);
  });
});
