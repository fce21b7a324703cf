import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes, randomUUID } from 'node:crypto';
import { deleteKeysWithPrefix } from '@guidepass/jobs/testing';
import t from 'tap';
import fc from 'fast-check';
import pino from 'pino';
import type { Job, Queue } from 'bullmq';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { loadConfig } from '@guidepass/config';
import { createDb } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import { maintenance, type MaintenanceJob, type PaymentJob } from '@guidepass/jobs';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { createPayPalClient, type PayPalClient } from '@guidepass/providers/paypal-client';
import { firstCapture, type PayPalCapture } from '@guidepass/providers/paypal-orders';
import { createYocoClient } from '@guidepass/providers/yoco-client';
import { buildApp } from '../apps/api/src/app.ts';
import { storeWebhookEvent } from '@guidepass/payments/webhook-events-repository';
import { confirmPayment } from '@guidepass/payments/jobs/confirm-payment';
import { processWebhookEvent } from '@guidepass/payments/jobs/process-webhook-event';
import type { PaymentDeps } from '@guidepass/payments/payment-deps';
import { createMaintenanceProcessor } from '../apps/worker/src/processors/maintenance.ts';
import { standInSettings } from '../harness/stand-in-settings.ts';

/**
 * Random interleavings of everything that can move one payment, run at the domain level against a real Postgres
 * and a real (in-process) sandbox: the browser's capture / confirm, every webhook the provider sends (duplicated,
 * reordered, processed twice, racing each other), the merchant's refund, the 24 h expiry sweep, and forged events
 * posted to the real API. One database for the file, fresh rows per run. See fault-tests/README.md for what this
 * does and does not cover.
 */

// Under heavy load on two cores the runs take longer than the .taprc default allows.
t.setTimeout(240_000);

const numRuns = Number(process.env.FAULT_PROPERTY_RUNS ?? 1000);
const week = 7 * 24 * 60 * 60 * 1000;
const commissionRate = 0.1;
const paypalWebhookId = sandboxDefaults.paypal.webhookId;
const yocoSecret = `whsec_${randomBytes(32).toString('base64')}`;
const otherYocoSecret = `whsec_${randomBytes(32).toString('base64')}`;
// First payment of the Local tier: two weeks.
const weeks = 2;
const priceThebe = 10_000;
const paypalMinor = 740;
const yocoMinor = 13_300;

type PayPalOutcome = 'COMPLETED' | 'PENDING>COMPLETED' | 'PENDING>DENIED' | 'DECLINED';
type Scenario =
  | { provider: 'paypal'; buyer: 'approve' | 'abandon'; outcome: PayPalOutcome; refund: boolean }
  | { provider: 'yoco'; buyer: 'pay' | 'abandon' | 'decline'; refund: boolean };

const paypalForgeries = ['unsigned', 'replayed-signature-other-body', 'certificate-from-foreign-host', 'wrong-algorithm'] as const;
const yocoForgeries = ['unsigned', 'wrong-secret', 'stale-timestamp', 'signature-of-other-body'] as const;

const planArbitrary = fc.record({
  scenario: fc.oneof(
    fc.record({
      provider: fc.constant('paypal' as const),
      buyer: fc.constantFrom('approve' as const, 'approve' as const, 'approve' as const, 'abandon' as const),
      outcome: fc.constantFrom<PayPalOutcome>('COMPLETED', 'COMPLETED', 'PENDING>COMPLETED', 'PENDING>DENIED', 'DECLINED'),
      refund: fc.boolean(),
    }),
    fc.record({
      provider: fc.constant('yoco' as const),
      buyer: fc.constantFrom('pay' as const, 'pay' as const, 'pay' as const, 'abandon' as const, 'decline' as const),
      refund: fc.boolean(),
    }),
  ),
  /** browser returns that ask for the capture / confirmation */
  browser: fc.integer({ min: 0, max: 3 }),
  /** how often each event the provider emits is delivered (same event id each time) */
  deliveries: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 6, maxLength: 6 }),
  /** a stored event processed again (a stalled job taken over, the sweep queueing it again) */
  reprocess: fc.integer({ min: 0, max: 2 }),
  /** events without proof posted to the API */
  forged: fc.array(fc.nat({ max: 3 }), { maxLength: 3 }),
  /** the 24 h sweep expires the payment while it is still open */
  expireSweep: fc.boolean(),
  concurrency: fc.constantFrom(1, 2, 3, 5),
  order: fc.array(fc.nat({ max: 1000 }), { minLength: 32, maxLength: 32 }),
});
type Plan = typeof planArbitrary extends fc.Arbitrary<infer T> ? T : never;

/** The provider's truth for the scenario: does the payment end with money taken, and is it refunded? */
function truth(scenario: Scenario): { paid: boolean; refunded: boolean } {
  const paid = scenario.provider === 'paypal' ? scenario.buyer === 'approve' && (scenario.outcome === 'COMPLETED' || scenario.outcome === 'PENDING>COMPLETED') : scenario.buyer === 'pay';
  return { paid, refunded: paid && scenario.refund };
}

interface Command {
  label: string;
  /** false while the provider could not have sent this yet (its cause has not happened) */
  ready(): boolean;
  run(): Promise<void>;
}

/** Runs commands in the given order, at most `concurrency` at once; a command not yet ready waits for later ones. */
async function execute(commands: Command[], concurrency: number): Promise<void> {
  const queue = [...commands];
  const inflight = new Set<Promise<void>>();
  const errors: unknown[] = [];
  while (queue.length || inflight.size) {
    while (inflight.size < concurrency) {
      const index = queue.findIndex((c) => c.ready());
      if (index < 0) break;
      const [command] = queue.splice(index, 1);
      const running: Promise<void> = command!
        .run()
        .catch((error) => {
          errors.push(new Error(`${command!.label}: ${(error as Error).message}`, { cause: error }));
        })
        .finally(() => inflight.delete(running));
      inflight.add(running);
    }
    if (inflight.size) await Promise.race(inflight);
    else if (queue.length) {
      if (errors.length) break;
      throw new Error(`no command can run: ${queue.map((c) => c.label).join(', ')}`);
    }
  }
  if (errors.length) throw errors[0];
}

t.test(`payment interleavings (${numRuns} runs): one activation and one commission per paid payment, none without proof`, async (t) => {
  const started = Date.now();
  const database = await createTestDatabase('guidepass_faults');
  // Thousands of small transactions: no need to wait for the disk on this throw-away database (atomicity and
  // isolation are unchanged; only a crash of the server could lose the last commits).
  const owner = createDb(database.url, { max: 1 });
  await sql`alter database ${sql.id(new URL(database.url).pathname.slice(1))} set synchronous_commit = off`.execute(owner);
  await owner.destroy();
  const db = createDb(database.url, { max: 12 });

  // One genuine PayPal delivery, caught at a receiver of our own: its signature headers are replayed on forged bodies.
  const genuine: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      genuine.push({ headers: request.headers, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  const sandbox = await startSandbox({ paypal: { webhookUrl: receiverUrl, webhookId: paypalWebhookId, webhookRetryDelaysMs: [50] } });
  const stand = standInSettings({ sandboxUrl: sandbox.url, sandboxHttpsUrl: sandbox.paypalHttpsUrl, smtpPort: sandbox.smtpPort, appUrl: 'http://127.0.0.1:9' });
  const prefix = `gpf${randomBytes(5).toString('hex')}`;
  const config = loadConfig({
    ...stand.product,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL,
    QUEUE_PREFIX: prefix,
    JWT_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    YOCO_WEBHOOK_SECRET: yocoSecret,
    PAYPAL_WEBHOOK_ID: paypalWebhookId,
    PAYPAL_CERT_TRUSTED_ROOTS: sandbox.testRootPem,
  });
  const api = await buildApp(config, { webRoot: '/nonexistent', logger: false });
  await api.ready();
  t.teardown(async () => {
    await api.close();
    await sandbox.close();
    await new Promise((resolve) => receiver.close(resolve));
    await deleteKeysWithPrefix(config.redisUrl, prefix);
    await db.destroy();
    await database.release();
  });

  const paypalClient = createPayPalClient({ apiBase: config.paypal!.apiBase, clientId: config.paypal!.clientId, clientSecret: config.paypal!.clientSecret });
  const yoco = createYocoClient({ apiBase: config.yoco!.apiBase, secretKey: config.yoco!.secretKey });
  const paypalBase = config.paypal!.apiBase;
  const sandboxPost = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const response = await fetch(`${sandbox.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`sandbox ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<any>;
  };
  const paypalToken = (
    (await (
      await fetch(`${paypalBase}/v1/oauth2/token`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${config.paypal!.clientId}:${config.paypal!.clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials',
      })
    ).json()) as { access_token: string }
  ).access_token;
  const paypalApprove = async (approveUrl: string, decision: 'approve' | 'cancel') => {
    const token = new URL(approveUrl).searchParams.get('token')!;
    await fetch(`${paypalBase}/checkoutnow/decision`, { method: 'POST', body: new URLSearchParams({ token, decision }), redirect: 'manual' });
  };

  // The per-order view of PayPal's side: the wrapped client notes the first answer to a capture.
  const paypalSide = new Map<string, { captureAnswered: boolean; capture?: PayPalCapture }>();
  const paypal: PayPalClient = {
    ...paypalClient,
    async captureOrder(orderId, requestId) {
      try {
        const order = await paypalClient.captureOrder(orderId, requestId);
        const side = paypalSide.get(orderId);
        if (side && !side.captureAnswered) Object.assign(side, { captureAnswered: true, capture: firstCapture(order) });
        return order;
      } catch (error) {
        const side = paypalSide.get(orderId);
        // An approved order whose capture failed outright has no capture: PayPal sends no capture event.
        if (side && !side.captureAnswered && (error as { issue?: string }).issue !== 'ORDER_NOT_APPROVED') side.captureAnswered = true;
        throw error;
      }
    },
  };
  const deps: PaymentDeps = { db, paypal, yoco, commissionRate, logger: pino({ level: 'silent' }) };
  const sweep = createMaintenanceProcessor({ db, payments: {} as Queue<PaymentJob>, logger: deps.logger, retention: config.retention, batchSize: maintenance.retentionBatchSize });

  const salesperson = await db
    .insertInto('salespersons')
    .values({ name_key: 'neo kgosi', first_name: 'Neo', last_name: 'Kgosi', full_name: 'Neo Kgosi', referral_code: 'FAULT2' })
    .returning('id')
    .executeTakeFirstOrThrow();

  // The genuine delivery: approve one order so the sandbox sends CHECKOUT.ORDER.APPROVED to the receiver.
  const sampleOrder = await paypalClient.createOrder({
    customId: randomUUID(),
    invoiceId: `GP-${randomUUID()}`,
    description: 'sample',
    amount: { currency_code: 'USD', value: '7.40' },
    returnUrl: 'http://127.0.0.1:9/',
    cancelUrl: 'http://127.0.0.1:9/c',
    requestId: randomUUID(),
  });
  await paypalApprove(sampleOrder.approveUrl, 'approve');
  for (let i = 0; i < 100 && genuine.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
  const sample = genuine[0]!;
  t.ok(sample, 'caught one genuine PayPal delivery');
  // From here on the sandbox sends no webhooks: the property delivers events itself.
  const subscriptions = (await (await fetch(`${paypalBase}/v1/notifications/webhooks`, { headers: { authorization: `Bearer ${paypalToken}` } })).json()) as {
    webhooks: Array<{ id: string }>;
  };
  for (const hook of subscriptions.webhooks) {
    await fetch(`${paypalBase}/v1/notifications/webhooks/${hook.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${paypalToken}` } });
  }

  const sampleHeaders = Object.fromEntries(Object.entries(sample.headers).filter(([name]) => name.startsWith('paypal-'))) as Record<string, string>;
  const yocoSign = (secret: string, id: string, body: string, at = new Date()) => {
    const webhookId = `msg_${id}`;
    return { 'webhook-id': webhookId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(secret).sign(webhookId, at, body) };
  };
  const post = (provider: 'paypal' | 'yoco', headers: Record<string, string>, body: string) =>
    api.inject({ method: 'POST', url: `/webhooks/${provider}`, headers: { 'content-type': 'application/json', ...headers }, payload: body });

  // Positive controls: the API accepts the genuine PayPal delivery and a correctly signed Yoco event, so the
  // refusals below are about proof, not about a misconfigured verifier.
  const genuineAnswer = await post('paypal', sampleHeaders, sample.body);
  t.equal(genuineAnswer.statusCode, 200, 'the genuine PayPal delivery is accepted');
  const signedBody = JSON.stringify({ id: `evt_${randomUUID()}`, type: 'ping', payload: {} });
  t.equal((await post('yoco', yocoSign(yocoSecret, 'ok', signedBody), signedBody)).statusCode, 200, 'a correctly signed Yoco event is accepted');
  await db.deleteFrom('webhook_events').execute();

  let currentOutcome = 'COMPLETED';
  const tally = { runs: 0, paid: 0, refunded: 0, unpaid: 0, commands: 0, deliveries: 0, duplicateDeliveries: 0, forged: 0, concurrent: 0 };

  async function runPlan(plan: Plan) {
    const scenario = plan.scenario as Scenario;
    const expected = truth(scenario);
    tally.runs++;
    const provider = scenario.provider;
    const paymentId = randomUUID();
    const user = { id: randomUUID() };
    /** the member and the payment, as the API records them when the payment starts (one statement) */
    const record = (providerRef: string) =>
      sql`with member as (
            insert into users (id, email, email_verified_at, salesperson_first_name, salesperson_last_name, salesperson_full_name, salesperson_id, referral_source)
            values (${user.id}, ${`p${randomBytes(6).toString('hex')}@example.com`}, now(), 'Neo', 'Kgosi', 'Neo Kgosi', ${salesperson.id}, 'signup-form') returning id)
          insert into payments (id, user_id, tier_id, provider, provider_ref, amount_minor, currency, price_thebe, weeks)
          select ${paymentId}, id, 'local', ${provider}, ${providerRef}, ${provider === 'paypal' ? paypalMinor : yocoMinor}, ${provider === 'paypal' ? 'USD' : 'ZAR'}, ${priceThebe}, ${weeks} from member`.execute(db);

    const outcomes: string[] = [];
    const storedEvents: string[] = [];
    const forgedIds: string[] = [];
    const forgedAnswers: Array<{ status: number; body: any; kind: string }> = [];
    const commands: Command[] = [];
    const always = () => true;
    let recordedCapture = false;
    const note = (outcome: string) => {
      outcomes.push(outcome);
      if (outcome === 'activated') recordedCapture = true;
    };
    /** one delivery of an event the provider emitted: stored once per event id, processed when newly stored */
    const deliver = async (body: Record<string, unknown>) => {
      tally.deliveries++;
      const stored = await storeWebhookEvent(db, {
        provider,
        eventId: String(body.id),
        type: String(provider === 'paypal' ? body.event_type : body.type),
        payload: JSON.stringify(body),
      });
      if (!stored) {
        tally.duplicateDeliveries++;
        return;
      }
      storedEvents.push(stored);
      note(await processWebhookEvent(deps, stored));
    };
    const deliveries = (label: string, times: number, ready: () => boolean, event: () => Record<string, unknown> | null) => {
      let body: Record<string, unknown> | null | undefined;
      for (let i = 0; i < times; i++) {
        commands.push({
          label: `${label}#${i + 1}`,
          ready,
          run: async () => {
            // The same event (same id) every time it is delivered.
            if (body === undefined) body = event();
            if (body) await deliver(body);
          },
        });
      }
    };

    if (scenario.provider === 'paypal') {
      if (scenario.outcome.split('>')[0] !== currentOutcome) {
        currentOutcome = scenario.outcome.split('>')[0]!;
        await sandboxPost('/paypal/_control', { captureOutcome: currentOutcome });
      }
      const order = await paypalClient.createOrder({
        customId: paymentId,
        invoiceId: `GP-${paymentId}`,
        description: 'guidepass Local, 2 weeks',
        amount: { currency_code: 'USD', value: (paypalMinor / 100).toFixed(2) },
        returnUrl: 'http://127.0.0.1:9/?payment=success',
        cancelUrl: 'http://127.0.0.1:9/payment-cancel',
        requestId: paymentId,
      });
      await record(order.id);
      const side: { captureAnswered: boolean; capture?: PayPalCapture } = { captureAnswered: false };
      paypalSide.set(order.id, side);
      await paypalApprove(order.approveUrl, scenario.buyer === 'approve' ? 'approve' : 'cancel');

      for (let i = 0; i < plan.browser; i++) commands.push({ label: `browser-capture#${i + 1}`, ready: always, run: async () => note(await confirmPayment(deps, paymentId, 'paypal')) });
      const captureEvent = (type: string) => () =>
        side.capture ? { id: `WH-${randomUUID()}`, event_type: type, resource_type: 'capture', resource: { ...side.capture, supplementary_data: { related_ids: { order_id: order.id } } } } : null;
      if (scenario.buyer === 'approve') {
        deliveries('CHECKOUT.ORDER.APPROVED', plan.deliveries[0]!, always, () => ({
          id: `WH-${randomUUID()}`,
          event_type: 'CHECKOUT.ORDER.APPROVED',
          resource_type: 'checkout-order',
          resource: { id: order.id, intent: 'CAPTURE', status: 'APPROVED', purchase_units: [{ custom_id: paymentId, amount: { currency_code: 'USD', value: '7.40' } }] },
        }));
        const captured = () => side.captureAnswered;
        if (scenario.outcome === 'COMPLETED') deliveries('PAYMENT.CAPTURE.COMPLETED', plan.deliveries[1]!, captured, captureEvent('PAYMENT.CAPTURE.COMPLETED'));
        if (scenario.outcome === 'DECLINED') deliveries('PAYMENT.CAPTURE.DENIED', plan.deliveries[1]!, captured, captureEvent('PAYMENT.CAPTURE.DENIED'));
        if (scenario.outcome.startsWith('PENDING>')) {
          deliveries('PAYMENT.CAPTURE.PENDING', plan.deliveries[1]!, captured, captureEvent('PAYMENT.CAPTURE.PENDING'));
          // PayPal settles the pending capture later on its own; the sandbox answers with the event it sends.
          let settled: Record<string, unknown> | undefined;
          const settle = scenario.outcome === 'PENDING>COMPLETED' ? 'PAYMENT.CAPTURE.COMPLETED' : 'PAYMENT.CAPTURE.DENIED';
          commands.push({
            label: `provider settles ${settle}`,
            ready: captured,
            run: async () => {
              const answer = await sandboxPost(`/paypal/_control/orders/${order.id}/events`, { event_type: settle });
              settled = answer.events.find((e: { event_type: string }) => e.event_type === settle);
            },
          });
          deliveries(settle, plan.deliveries[2]!, () => settled !== undefined, () => settled!);
        }
        if (expected.refunded) {
          // The merchant refunds a payment it sees captured; PayPal then sends PAYMENT.CAPTURE.REFUNDED.
          let refund: Record<string, unknown> | undefined;
          commands.push({
            label: 'merchant refunds',
            ready: () => recordedCapture,
            run: async () => {
              refund = await sandboxPost(`/paypal/v2/payments/captures/${side.capture!.id}/refund`, {}, { authorization: `Bearer ${paypalToken}` });
            },
          });
          deliveries('PAYMENT.CAPTURE.REFUNDED', plan.deliveries[3]!, () => refund !== undefined, () => ({
            id: `WH-${randomUUID()}`,
            event_type: 'PAYMENT.CAPTURE.REFUNDED',
            resource_type: 'refund',
            resource: refund!,
          }));
        }
      }
      for (const kind of plan.forged.map((i) => paypalForgeries[i]!)) {
        commands.push({
          label: `forged PayPal event (${kind})`,
          ready: always,
          run: async () => {
            const id = `WH-FORGED-${randomUUID()}`;
            forgedIds.push(id);
            const body = JSON.stringify({
              id,
              event_type: 'PAYMENT.CAPTURE.COMPLETED',
              resource_type: 'capture',
              resource: { id: `FORGED${randomBytes(4).toString('hex')}`, status: 'COMPLETED', amount: { currency_code: 'USD', value: '7.40' }, custom_id: paymentId, supplementary_data: { related_ids: { order_id: order.id } } },
            });
            const headers =
              kind === 'unsigned'
                ? {}
                : kind === 'replayed-signature-other-body'
                  ? sampleHeaders
                  : kind === 'certificate-from-foreign-host'
                    ? { ...sampleHeaders, 'paypal-cert-url': sampleHeaders['paypal-cert-url']!.replace(/^https:\/\/[^/]+/, 'https://evil.example') }
                    : { ...sampleHeaders, 'paypal-auth-algo': 'SHA1withRSA' };
            const answer = await post('paypal', headers, body);
            forgedAnswers.push({ status: answer.statusCode, body: answer.json(), kind });
          },
        });
      }
    } else {
      const checkout = await yoco.createCheckout({
        amountCents: yocoMinor,
        paymentId,
        description: 'guidepass Local, 2 weeks',
        successUrl: 'http://127.0.0.1:9/?payment=success',
        cancelUrl: 'http://127.0.0.1:9/payment-cancel',
        failureUrl: 'http://127.0.0.1:9/payment-cancel?reason=declined',
        idempotencyKey: paymentId,
      });
      await record(checkout.id);
      if (scenario.buyer !== 'abandon') {
        await fetch(`${checkout.redirectUrl}/decision`, { method: 'POST', body: new URLSearchParams({ decision: scenario.buyer === 'pay' ? 'pay' : 'decline' }), redirect: 'manual' });
      }
      for (let i = 0; i < plan.browser; i++) commands.push({ label: `browser-confirm#${i + 1}`, ready: always, run: async () => note(await confirmPayment(deps, paymentId, 'yoco')) });
      if (scenario.buyer === 'pay') {
        const paid = await yoco.getCheckout(checkout.id);
        deliveries('payment.succeeded', plan.deliveries[0]!, always, () => ({
          id: `evt_${randomUUID()}`,
          type: 'payment.succeeded',
          createdDate: new Date().toISOString(),
          payload: { id: paid.paymentId, type: 'payment', amount: paid.amount, currency: paid.currency, status: 'succeeded', mode: 'test', metadata: { checkoutId: checkout.id } },
        }));
        if (expected.refunded) {
          let refund: { refundId: string } | undefined;
          commands.push({
            label: 'merchant refunds',
            ready: () => recordedCapture,
            run: async () => {
              refund = await sandboxPost(`/yoco/api/checkouts/${checkout.id}/refund`, {}, { authorization: `Bearer ${config.yoco!.secretKey}` });
            },
          });
          deliveries('refund.succeeded', plan.deliveries[1]!, () => refund !== undefined, () => ({
            id: `evt_${randomUUID()}`,
            type: 'refund.succeeded',
            createdDate: new Date().toISOString(),
            payload: { id: refund!.refundId, type: 'refund', amount: paid.amount, currency: paid.currency, paymentId: paid.paymentId, status: 'succeeded', mode: 'test', metadata: { checkoutId: checkout.id } },
          }));
        }
      }
      for (const kind of plan.forged.map((i) => yocoForgeries[i]!)) {
        commands.push({
          label: `forged Yoco event (${kind})`,
          ready: always,
          run: async () => {
            const id = `evt_forged_${randomUUID()}`;
            forgedIds.push(id);
            const event = (amount: number) =>
              JSON.stringify({ id, type: 'payment.succeeded', payload: { id: `p_${randomBytes(6).toString('hex')}`, amount, currency: 'ZAR', status: 'succeeded', metadata: { checkoutId: checkout.id } } });
            const body = event(yocoMinor);
            const headers =
              kind === 'unsigned'
                ? {}
                : kind === 'wrong-secret'
                  ? yocoSign(otherYocoSecret, id, body)
                  : kind === 'stale-timestamp'
                    ? yocoSign(yocoSecret, id, body, new Date(Date.now() - 10 * 60 * 1000))
                    : yocoSign(yocoSecret, id, event(200));
            const answer = await post('yoco', headers, body);
            forgedAnswers.push({ status: answer.statusCode, body: answer.json(), kind });
          },
        });
      }
    }

    for (let i = 0; i < plan.reprocess; i++) {
      commands.push({
        label: `reprocess a stored event#${i + 1}`,
        ready: always,
        run: async () => {
          const id = storedEvents[(i * 7) % Math.max(storedEvents.length, 1)];
          if (id) note(await processWebhookEvent(deps, id));
        },
      });
    }
    if (plan.expireSweep) {
      commands.push({
        label: 'the 24 h sweep',
        ready: always,
        run: async () => {
          // The payment is made to look a day old, then the real sweep runs.
          await sql`update payments set created_at = now() - interval '25 hours' where id = ${paymentId}`.execute(db);
          await sweep({ data: { kind: 'expire-stale-payments' } } as Job<MaintenanceJob>);
        },
      });
    }

    const ordered = commands.map((command, i) => ({ command, key: plan.order[i % plan.order.length]! * 100 + i })).sort((a, b) => a.key - b.key).map((c) => c.command);
    tally.commands += ordered.length;
    tally.forged += plan.forged.length;
    if (plan.concurrency > 1) tally.concurrent++;
    await execute(ordered, plan.concurrency);

    const { rows } = await sql<{
      status: string;
      captured_at: Date | null;
      capture_ref: string | null;
      commission_thebe: number | null;
      salesperson_id: string | null;
      refunded_at: Date | null;
      payment_status: string;
      membership_expiry: Date | null;
      open_events: number;
      forged_stored: number;
    }>`select p.status, p.captured_at, p.capture_ref, p.commission_thebe, p.salesperson_id, p.refunded_at, u.payment_status, u.membership_expiry,
          (select count(*)::int from webhook_events where id = any(${storedEvents}::uuid[]) and (processed_at is null or last_error is not null)) as open_events,
          (select count(*)::int from webhook_events where event_id = any(${forgedIds}::text[])) as forged_stored
        from payments p join users u on u.id = p.user_id where p.id = ${paymentId}`.execute(db);
    const row = rows[0]!;
    const member = row;
    const activations = outcomes.filter((o) => o === 'activated').length;
    const refunds = outcomes.filter((o) => o === 'refunded').length;

    const problems: string[] = [];
    const expect = (ok: boolean, what: string) => {
      if (!ok) problems.push(what);
    };
    for (const answer of forgedAnswers) {
      expect(answer.status === 400, `forged ${answer.kind}: answered ${answer.status}, not 400`);
      expect(typeof answer.body?.error?.code === 'string' && typeof answer.body?.error?.message === 'string', `forged ${answer.kind}: error shape`);
    }
    expect(row.forged_stored === 0, 'a forged event was stored');
    expect(row.open_events === 0, 'every stored event processed without error');
    if (expected.paid) {
      expect(activations === 1, `exactly one activation (saw ${activations}: ${outcomes.join(', ')})`);
      expect(row.captured_at !== null && row.capture_ref !== null, 'capture time and reference recorded');
      expect(row.commission_thebe === Math.round(priceThebe * commissionRate) && row.salesperson_id === salesperson.id, 'one commission for the salesperson');
      expect(member.payment_status === 'paid', 'member marked paid');
      if (expected.refunded) {
        expect(row.status === 'refunded' && refunds === 1 && row.refunded_at !== null, `refunded once (status ${row.status}, refunds ${refunds})`);
        expect(member.membership_expiry?.getTime() === row.captured_at?.getTime(), 'the refund took back exactly the weeks it gave');
      } else {
        expect(row.status === 'captured', `captured (status ${row.status})`);
        expect(member.membership_expiry?.getTime() === (row.captured_at?.getTime() ?? NaN) + weeks * week, 'expiry = captured_at + weeks');
      }
      tally[expected.refunded ? 'refunded' : 'paid']++;
    } else {
      expect(activations === 0, `no activation without proof (saw ${outcomes.join(', ')})`);
      expect(row.status !== 'captured' && row.status !== 'refunded' && row.captured_at === null, `not captured (status ${row.status})`);
      expect(row.commission_thebe === null, 'no commission');
      expect(member.payment_status === 'pending' && member.membership_expiry === null, 'member not activated');
      tally.unpaid++;
    }
    if (problems.length) throw new Error(`${JSON.stringify(scenario)}: ${problems.join('; ')}`);
  }

  await fc.assert(fc.asyncProperty(planArbitrary, runPlan), { numRuns, endOnFailure: true });
  const seconds = (Date.now() - started) / 1000;
  t.pass(`${tally.runs} runs hold the invariants`);
  const summary =
    `payment interleavings: ${tally.runs} runs in ${seconds.toFixed(1)} s; ${tally.paid} paid, ${tally.refunded} paid then refunded, ${tally.unpaid} never paid; ` +
    `${tally.commands} commands (${tally.deliveries} webhook deliveries, ${tally.duplicateDeliveries} of them duplicates; ${tally.forged} forged events); ${tally.concurrent} runs with concurrency > 1`;
  t.comment(summary);
  console.log(summary);

  // Outside the property: the one interleaving it leaves out (see README), shown as a known gap.
  await t.test(
    'a refund event processed before the capture is recorded waits, and applies once the proof is in',
    async (t) => {
      const user = await db
        .insertInto('users')
        .values({ email: `gap${randomBytes(4).toString('hex')}@example.com`, salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B', referral_source: 'signup-form' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: paymentId } = await db
        .insertInto('payments')
        .values({ user_id: user.id, tier_id: 'local', provider: 'yoco', amount_minor: yocoMinor, currency: 'ZAR', price_thebe: priceThebe, weeks })
        .returning('id')
        .executeTakeFirstOrThrow();
      const checkout = await yoco.createCheckout({ amountCents: yocoMinor, paymentId, description: 'gap', successUrl: 'http://127.0.0.1:9/', cancelUrl: 'http://127.0.0.1:9/', failureUrl: 'http://127.0.0.1:9/', idempotencyKey: paymentId });
      await db.updateTable('payments').set({ provider_ref: checkout.id }).where('id', '=', paymentId).execute();
      await fetch(`${checkout.redirectUrl}/decision`, { method: 'POST', body: new URLSearchParams({ decision: 'pay' }), redirect: 'manual' });
      const paid = await yoco.getCheckout(checkout.id);
      const refund = await sandboxPost(`/yoco/api/checkouts/${checkout.id}/refund`, {}, { authorization: `Bearer ${config.yoco!.secretKey}` });
      const metadata = { checkoutId: checkout.id };
      const events = [
        { id: `evt_${randomUUID()}`, type: 'refund.succeeded', payload: { id: refund.refundId, type: 'refund', amount: paid.amount, currency: paid.currency, status: 'succeeded', metadata } },
        { id: `evt_${randomUUID()}`, type: 'payment.succeeded', payload: { id: paid.paymentId, type: 'payment', amount: paid.amount, currency: paid.currency, status: 'succeeded', metadata } },
      ];
      // The refund's event is processed first (e.g. both queued again by the sweep after an outage, run concurrently).
      const stored: string[] = [];
      for (const event of events) stored.push((await storeWebhookEvent(db, { provider: 'yoco', eventId: event.id, type: event.type, payload: JSON.stringify(event) }))!);
      await t.rejects(processWebhookEvent(deps, stored[0]!), { name: 'NotYetApplicable' }, 'the early refund asks to be retried');
      const early = await db.selectFrom('webhook_events').select(['processed_at', 'attempts', 'last_error']).where('id', '=', stored[0]!).executeTakeFirstOrThrow();
      t.equal(early.processed_at, null, 'and stays unprocessed for the retry and the sweep');
      t.equal(await processWebhookEvent(deps, stored[1]!), 'activated');
      t.equal(await processWebhookEvent(deps, stored[0]!), 'refunded', 'the retry applies the refund');
      const row = await db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow();
      t.equal(row.status, 'refunded', 'a payment the provider refunded does not end captured');
    },
  );
});
