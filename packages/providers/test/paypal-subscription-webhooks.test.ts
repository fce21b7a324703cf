import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { createPayPalSignatureVerifier } from '../src/paypal-webhook-signature.ts';

interface Received {
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  event: { id: string; event_type: string; resource: { billing_agreement_id?: string } };
}

/** The product's own verifier accepts the stand-in's subscription events, first delivery and redelivery alike. */
t.test('subscription sale events from the sandbox verify with the product verifier, also when redelivered', async (t) => {
  const received: Received[] = [];
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      received.push({ headers: request.headers, rawBody, event: JSON.parse(rawBody.toString('utf8')) });
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => receiver.close(() => resolve())));
  const sandbox = await startSandbox({ paypal: { webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook` } });
  t.teardown(() => sandbox.close());
  const base = `${sandbox.url}/paypal`;

  const basic = Buffer.from(`${sandboxDefaults.paypal.clientId}:${sandboxDefaults.paypal.clientSecret}`).toString('base64');
  const tokenAnswer = await fetch(`${base}/v1/oauth2/token`, { method: 'POST', headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, body: 'grant_type=client_credentials' });
  const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await response.json()) as any;
  };
  const product = await post('/v1/catalogs/products', { name: 'guidepass', type: 'SERVICE' });
  const plan = await post('/v1/billing/plans', {
    product_id: product.id,
    name: 'weekly',
    billing_cycles: [{ frequency: { interval_unit: 'WEEK', interval_count: 1 }, tenure_type: 'REGULAR', sequence: 1, total_cycles: 0, pricing_scheme: { fixed_price: { value: '7.40', currency_code: 'USD' } } }],
    payment_preferences: { auto_bill_outstanding: true, payment_failure_threshold: 1 },
  });
  const subscription = await post('/v1/billing/subscriptions', { plan_id: plan.id, application_context: { return_url: 'http://app.test/?payment=success', cancel_url: 'http://app.test/' } });
  const approve = new URL(subscription.links.find((link: { rel: string }) => link.rel === 'approve').href);
  const decision = await fetch(`${base}/webapps/billing/subscriptions/decision`, {
    method: 'POST',
    body: new URLSearchParams({ ba_token: approve.searchParams.get('ba_token') ?? '', decision: 'approve' }),
    redirect: 'manual',
  });
  t.equal(decision.status, 302);

  const sales = async (count: number) => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = received.filter((item) => item.event.event_type === 'PAYMENT.SALE.COMPLETED' && item.event.resource.billing_agreement_id === subscription.id);
      if (found.length >= count) return found;
      if (Date.now() > deadline) throw new Error(`no ${count} sale event(s)`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const [first] = await sales(1);
  await fetch(`${base}/_control/events/${first!.event.id}/redeliver`, { method: 'POST' });
  const [, again] = await sales(2);

  // As the harness configures the product: the sandbox's HTTPS host allowed, its test root trusted.
  const verify = createPayPalSignatureVerifier({ extraRoots: [sandbox.testRootPem] });
  const certHosts = [new URL(sandbox.paypalHttpsUrl).host];
  for (const delivery of [first!, again!]) {
    await t.resolves(verify({ headers: delivery.headers, rawBody: delivery.rawBody, webhookId: sandboxDefaults.paypal.webhookId, certHosts }));
  }
  t.equal(again!.event.id, first!.event.id, 'a redelivery keeps the event id');
  await t.rejects(verify({ headers: first!.headers, rawBody: Buffer.from(first!.rawBody.toString().replace('7.40', '9.40')), webhookId: sandboxDefaults.paypal.webhookId, certHosts }));
});
