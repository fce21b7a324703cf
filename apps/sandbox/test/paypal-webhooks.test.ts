import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { paypalClient } from './helpers/paypal-client.ts';
import { verifiesOffline, waitFor } from './helpers/webhook-receiver.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';

interface Delivery {
  path: string;
  headers: IncomingHttpHeaders;
  raw: Buffer;
  // The event as PayPal's JSON; tests assert on its shape.
  event: any;
  answeredWith: number;
}

/** A real HTTP receiver that records every delivery and can be told to fail the next ones. */
async function startReceiver(t: Test) {
  const deliveries: Delivery[] = [];
  let failuresLeft = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const answeredWith = failuresLeft > 0 ? 500 : 200;
      if (failuresLeft > 0) failuresLeft -= 1;
      deliveries.push({ path: request.url ?? '', headers: request.headers, raw, event: JSON.parse(raw.toString('utf8')), answeredWith });
      response.writeHead(answeredWith).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deliveries,
    failNext(count: number) {
      failuresLeft = count;
    },
  };
}

const relatedOrder = (event: any): string | undefined => event.resource?.supplementary_data?.related_ids?.order_id ?? (event.resource_type === 'checkout-order' ? event.resource.id : undefined);

t.test('PayPal webhooks', async (t) => {
  const receiver = await startReceiver(t);
  const sandbox = await startTestSandbox(t, {
    paypal: {
      webhookUrl: `${receiver.url}/webhooks/paypal`,
      webhookRetryDelaysMs: [30, 60],
    },
  });
  const paypal = paypalClient(sandbox.url);
  const webhookId = 'WH-SANDBOX-0001';
  const root = sandbox.testRootPem;
  t.beforeEach(async () => {
    await paypal.control({ reset: true });
  });

  const forOrder = (orderId: string, type?: string) =>
    receiver.deliveries.filter((delivery) => relatedOrder(delivery.event) === orderId && (!type || delivery.event.event_type === type));
  const waitForEvent = (orderId: string, type: string, count = 1) =>
    waitFor(() => forOrder(orderId, type).length >= count && forOrder(orderId, type), `${count} × ${type} for ${orderId}`);
  const captureOf = async (orderId: string) => {
    const captured = await paypal.capture(orderId);
    return captured.body.purchase_units[0].payments.captures[0] as { id: string; status: string };
  };

  t.test('approve and capture deliver APPROVED and CAPTURE.COMPLETED, signed so the offline check passes', async (t) => {
    const order = await paypal.approvedOrder({ custom_id: 'mem_hook' });
    const [approved] = await waitForEvent(order.id, 'CHECKOUT.ORDER.APPROVED');
    t.match(approved?.event, { resource_type: 'checkout-order', resource: { id: order.id, status: 'APPROVED' } });

    const capture = await captureOf(order.id);
    const [completed] = await waitForEvent(order.id, 'PAYMENT.CAPTURE.COMPLETED');
    if (!completed) throw new Error('no delivery');
    t.equal(completed.path, '/webhooks/paypal');
    t.match(completed.headers, {
      'content-type': 'application/json',
      'paypal-transmission-id': /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      'paypal-transmission-time': /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/,
      'paypal-auth-algo': 'SHA256withRSA',
      'paypal-cert-url': new RegExp(`^${sandbox.paypalHttpsUrl}/v1/notifications/certs/CERT-`),
    });
    const { event } = completed;
    t.match(event, {
      id: /^WH-[A-Z0-9]{17}-[A-Z0-9]{17}$/,
      event_version: '1.0',
      create_time: String,
      resource_type: 'capture',
      resource_version: '2.0',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      summary: 'Payment completed for 20.00 USD',
      resource: {
        id: capture.id,
        status: 'COMPLETED',
        custom_id: 'mem_hook',
        amount: { currency_code: 'USD', value: '20.00' },
        supplementary_data: { related_ids: { order_id: order.id } },
      },
    });
    t.same(event.links.map((link: { rel: string }) => link.rel), ['self', 'resend']);
    t.ok(await verifiesOffline(completed, webhookId, root), 'offline verification passes');
    t.notOk(await verifiesOffline(completed, 'WEBHOOK_ID', root), 'a different webhook id fails');
    t.notOk(await verifiesOffline({ ...completed, raw: Buffer.from(completed.raw.toString().replace('20.00', '2000.00')) }, webhookId, root), 'a changed body fails');

    const postback = (id: string, sig: string) =>
      paypal.api('/v1/notifications/verify-webhook-signature', {
        method: 'POST',
        body: {
          auth_algo: completed.headers['paypal-auth-algo'],
          cert_url: completed.headers['paypal-cert-url'],
          transmission_id: completed.headers['paypal-transmission-id'],
          transmission_sig: sig,
          transmission_time: completed.headers['paypal-transmission-time'],
          webhook_id: id,
          webhook_event: event,
        },
      });
    const signature = String(completed.headers['paypal-transmission-sig']);
    t.same((await postback(webhookId, signature)).body, { verification_status: 'SUCCESS' });
    t.same((await postback('OTHER', signature)).body, { verification_status: 'FAILURE' });
    t.same((await postback(webhookId, Buffer.from('forged').toString('base64'))).body, { verification_status: 'FAILURE' });
    t.equal((await paypal.api('/v1/notifications/verify-webhook-signature', { method: 'POST', body: {} })).status, 400);
  });

  t.test('badSignature deliveries fail the offline check and the postback', async (t) => {
    await paypal.control({ webhooks: { badSignature: true } });
    const order = await paypal.approvedOrder();
    const [approved] = await waitForEvent(order.id, 'CHECKOUT.ORDER.APPROVED');
    if (!approved) throw new Error('no delivery');
    t.notOk(await verifiesOffline(approved, webhookId, root));
    const postback = await paypal.api('/v1/notifications/verify-webhook-signature', {
      method: 'POST',
      body: {
        auth_algo: approved.headers['paypal-auth-algo'],
        cert_url: approved.headers['paypal-cert-url'],
        transmission_id: approved.headers['paypal-transmission-id'],
        transmission_sig: approved.headers['paypal-transmission-sig'],
        transmission_time: approved.headers['paypal-transmission-time'],
        webhook_id: webhookId,
        webhook_event: approved.event,
      },
    });
    t.same(postback.body, { verification_status: 'FAILURE' });
  });

  t.test('certUrlHost puts a foreign host into PAYPAL-CERT-URL', async (t) => {
    await paypal.control({ webhooks: { certUrlHost: 'evil.example' } });
    const order = await paypal.approvedOrder();
    const [approved] = await waitForEvent(order.id, 'CHECKOUT.ORDER.APPROVED');
    const certUrl = new URL(String(approved?.headers['paypal-cert-url']));
    t.equal(certUrl.host, 'evil.example');
    t.match(certUrl.pathname, /^\/v1\/notifications\/certs\/CERT-/);
  });

  t.test('duplicate 3 delivers the same event id three times', async (t) => {
    await paypal.control({ webhooks: { duplicate: 3 } });
    const order = await paypal.approvedOrder();
    const copies = await waitForEvent(order.id, 'CHECKOUT.ORDER.APPROVED', 3);
    t.equal(new Set(copies.map((copy) => copy.event.id)).size, 1, 'one event id');
    t.equal(new Set(copies.map((copy) => copy.headers['paypal-transmission-id'])).size, 3, 'three transmissions');
    for (const copy of copies) t.ok(await verifiesOffline(copy, webhookId, root));
  });

  t.test('a 500 from the receiver is retried and the delivery log shows both attempts', async (t) => {
    receiver.failNext(1);
    const order = await paypal.approvedOrder();
    const attempts = await waitForEvent(order.id, 'CHECKOUT.ORDER.APPROVED', 2);
    t.same(attempts.map((attempt) => attempt.answeredWith), [500, 200]);
    t.equal(attempts[0]?.event.id, attempts[1]?.event.id);
    const log = (await (await fetch(`${paypal.base}/_control/deliveries`)).json()) as { deliveries: Record<string, unknown>[] };
    const logged = log.deliveries.filter((entry) => entry.event_id === attempts[0]?.event.id);
    t.match(logged, [
      { event_type: 'CHECKOUT.ORDER.APPROVED', webhook_id: webhookId, attempt: 1, status_code: 500 },
      { attempt: 2, status_code: 200 },
    ]);
  });

  t.test('PENDING capture sends CAPTURE.PENDING, then the control event sends CAPTURE.COMPLETED', async (t) => {
    await paypal.control({ captureOutcome: 'PENDING' });
    const order = await paypal.approvedOrder();
    const capture = await captureOf(order.id);
    t.equal(capture.status, 'PENDING');
    const [pending] = await waitForEvent(order.id, 'PAYMENT.CAPTURE.PENDING');
    t.match(pending?.event.resource, { id: capture.id, status: 'PENDING', status_details: { reason: 'PENDING_REVIEW' } });

    await paypal.control({ event_type: 'PAYMENT.CAPTURE.COMPLETED' }, `/_control/orders/${order.id}/events`);
    const [completed] = await waitForEvent(order.id, 'PAYMENT.CAPTURE.COMPLETED');
    t.match(completed?.event.resource, { id: capture.id, status: 'COMPLETED' });
    t.ok(completed && (await verifiesOffline(completed, webhookId, root)));
  });

  t.test('DECLINED capture sends CAPTURE.DENIED', async (t) => {
    await paypal.control({ captureOutcome: 'DECLINED' });
    const order = await paypal.approvedOrder();
    const capture = await captureOf(order.id);
    const [denied] = await waitForEvent(order.id, 'PAYMENT.CAPTURE.DENIED');
    t.match(denied?.event.resource, { id: capture.id, status: 'DECLINED' });
  });

  t.test('refund sends CAPTURE.REFUNDED linking up to the capture; the control REVERSED sends a reversal', async (t) => {
    const order = await paypal.approvedOrder();
    const capture = await captureOf(order.id);
    const refund = await paypal.api(`/v2/payments/captures/${capture.id}/refund`, { method: 'POST', body: { amount: { currency_code: 'USD', value: '5.00' } } });
    t.equal(refund.status, 201);
    const captureHref = `${paypal.base}/v2/payments/captures/${capture.id}`;
    const isForCapture = (delivery: Delivery, type: string) =>
      delivery.event.event_type === type && delivery.event.resource.links.some((link: { rel: string; href: string }) => link.rel === 'up' && link.href === captureHref);
    const refunded = await waitFor(() => receiver.deliveries.find((delivery) => isForCapture(delivery, 'PAYMENT.CAPTURE.REFUNDED')), 'REFUNDED');
    t.match(refunded.event, {
      resource_type: 'refund',
      resource: { id: refund.body.id, status: 'COMPLETED', amount: { value: '5.00' }, custom_id: 'mem_123' },
    });
    t.ok(await verifiesOffline(refunded, webhookId, root));

    await paypal.control({ event_type: 'PAYMENT.CAPTURE.REVERSED' }, `/_control/orders/${order.id}/events`);
    const reversed = await waitFor(() => receiver.deliveries.find((delivery) => isForCapture(delivery, 'PAYMENT.CAPTURE.REVERSED')), 'REVERSED');
    t.match(reversed.event.resource, { status: 'COMPLETED', amount: { value: '15.00' } });
  });

  t.test('hold keeps events until release, which sends them in the order they happened', async (t) => {
    await paypal.control({ webhooks: { hold: true } });
    const order = await paypal.approvedOrder();
    await captureOf(order.id);
    await new Promise((resolve) => setTimeout(resolve, 100));
    t.equal(forOrder(order.id).length, 0, 'nothing delivered while held');
    t.same((await paypal.control({}, '/_control/release')).body, { released: 2 });
    await waitFor(() => forOrder(order.id).length >= 2, 'released events');
    t.same(
      forOrder(order.id).map((delivery) => delivery.event.event_type),
      ['CHECKOUT.ORDER.APPROVED', 'PAYMENT.CAPTURE.COMPLETED'],
    );
  });

  t.test('webhooks registered through the API get the event types they asked for, signed with their own id', async (t) => {
    const created = await paypal.api('/v1/notifications/webhooks', {
      method: 'POST',
      body: { url: `${receiver.url}/second`, event_types: [{ name: 'PAYMENT.CAPTURE.COMPLETED' }] },
    });
    t.equal(created.status, 201);
    t.teardown(() => paypal.api(`/v1/notifications/webhooks/${created.body.id}`, { method: 'DELETE' }));
    t.match(created.body, { id: /^[A-Z0-9]{17}$/, url: `${receiver.url}/second`, event_types: [{ name: 'PAYMENT.CAPTURE.COMPLETED' }] });
    const listed = await paypal.api('/v1/notifications/webhooks');
    t.same(listed.body.webhooks.map((webhook: { id: string }) => webhook.id), [webhookId, created.body.id]);
    const again = await paypal.api('/v1/notifications/webhooks', { method: 'POST', body: created.body });
    t.match(again.body, { name: 'WEBHOOK_URL_ALREADY_EXISTS' });

    const order = await paypal.approvedOrder();
    await captureOf(order.id);
    const second = await waitFor(() => forOrder(order.id).find((delivery) => delivery.path === '/second'), 'second webhook delivery');
    await waitForEvent(order.id, 'PAYMENT.CAPTURE.COMPLETED', 2);
    t.same(
      forOrder(order.id).filter((delivery) => delivery.path === '/second').map((delivery) => delivery.event.event_type),
      ['PAYMENT.CAPTURE.COMPLETED'],
    );
    t.ok(await verifiesOffline(second, created.body.id, root));
    t.notOk(await verifiesOffline(second, webhookId, root));
  });
});
