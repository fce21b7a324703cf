import { sql } from 'kysely';
import type { Db } from '@guidepass/db';
import {
  approveSubscriptionThroughBrowser,
  payAtDpoPageThroughBrowser,
  payThroughBrowser,
  profileReadPausesMs,
  returnFromApproval,
  type PaymentFlow,
  type Provider,
  type Purchase,
} from '../lib/browser-payment.ts';
import { startBenchProduct } from '../lib/bench-product.ts';
import { mapWithConcurrency } from '../lib/http.ts';
import { createMembers } from '../lib/members.ts';
import { approveOnThePhone, benchPhone, mobileRows, withCreditTimes, type MobileFlow } from '../lib/mobile-approval.ts';
import { atPace } from '../lib/paced-requests.ts';
import { row, type Row } from '../lib/rows.ts';
import { controlSandbox } from '../lib/sandbox-control.ts';
import type { BenchContext, Section, SectionResult } from '../lib/section.ts';
import { percentile, sharePercent } from '../lib/stats.ts';

const providers: Provider[] = ['paypal', 'yoco'];
const latencyProviders = [...providers, 'dpo'] as const;
const latenciesMs = [0, 200] as const;
const paymentsPerProviderPerLatency = 40;
const paymentsPerSecond = 10;
// Issue 11: PayPal subscription returns (confirm, then the first profile read) at 50 a second, for 10 s: a rate the
// workers cannot keep up with shows as a growing backlog, which a burst of a few seconds hides inside the confirm's
// 8 s wait (captureWaitMs).
const subscriptionReturnsPerLatency = 500;
const subscriptionReturnsPerSecond = 50;
const subscriptionApprovalsAtOnce = 8;
// Issue 22: DPO card returns (confirm, then the profile reads) at 50 a second for 5 s, paid on DPO's page first as
// the subscriptions are approved; and mobile-money approvals on the (sandbox) phone, the app reading on its schedule.
const dpoReturnsPerLatency = 250;
const mobileApprovalsPerLatency = 20;
const mobileStartsPerSecond = 4;

/** What a group of rows is about: the flows it takes and how its rows are named. */
interface Subject {
  name: string;
  provider: Provider;
  purchase: Purchase;
  /** the call the web app makes on return */
  settledBy: 'capture' | 'confirm';
}
const subjects: Subject[] = [
  { name: 'PayPal', provider: 'paypal', purchase: 'order', settledBy: 'capture' },
  { name: 'PayPal subscription', provider: 'paypal', purchase: 'subscription', settledBy: 'confirm' },
  { name: 'Yoco', provider: 'yoco', purchase: 'order', settledBy: 'capture' },
  { name: 'DPO card', provider: 'dpo', purchase: 'order', settledBy: 'confirm' },
];

type RoundFlow = PaymentFlow & { latencyMs: number };

interface MeasuredFlow extends RoundFlow {
  /** payment captured (membership active) minus browser return, from the payment's captured_at; null if never */
  activeAfterReturnMs: number | null;
  /** payment captured minus the arrival of the provider's first webhook about it (received_at); null if either is missing */
  activeAfterWebhookMs: number | null;
}

/** How fast the subscription returns of a round really left (the pacer's timers run beside the product's work). */
interface SubscriptionRound {
  provider: Provider;
  latencyMs: number;
  achievedPerSecond: number | null;
}

async function setProviderLatency(sandboxUrl: string, latencyMs: number): Promise<void> {
  for (const provider of latencyProviders) await controlSandbox(sandboxUrl, provider, { latencyMs });
}

/** A subscription flow's payment is the one its first sale was credited as: found once the flows are done. */
async function withSubscriptionPayments(db: Db, flows: RoundFlow[]): Promise<RoundFlow[]> {
  const ids = flows.flatMap((f) => (f.subscriptionId ? [f.subscriptionId] : []));
  if (!ids.length) return flows;
  const sales = await db
    .selectFrom('payments as p')
    .innerJoin('subscriptions as s', 's.id', 'p.subscription_id')
    .select(['s.paypal_subscription_id', 'p.id'])
    .where('s.paypal_subscription_id', 'in', ids)
    .orderBy('p.created_at', 'desc')
    .execute();
  // Newest first, so the map keeps each subscription's first sale.
  const firstSale = new Map(sales.map((sale) => [sale.paypal_subscription_id, sale.id]));
  return flows.map((flow) => (flow.subscriptionId ? { ...flow, paymentId: firstSale.get(flow.subscriptionId) ?? null } : flow));
}

/**
 * When each flow's payment was captured (Postgres now() of the activating transaction), against its return and
 * against the first webhook event about it the api stored (the event names the PayPal order or Yoco checkout id).
 */
async function withActivationTimes(db: Db, flows: RoundFlow[]): Promise<MeasuredFlow[]> {
  const ids = flows.map((f) => f.paymentId).filter((id): id is string => id !== null);
  const rows = ids.length
    ? (
        await sql<{ id: string; captured_at: Date | null; first_webhook_at: Date | null }>`
          select p.id, p.captured_at,
            (select min(e.received_at) from webhook_events e where e.provider = p.provider and e.payload::text like '%' || p.provider_ref || '%') as first_webhook_at
          from payments p where p.id in (${sql.join(ids)})`.execute(db)
      ).rows
    : [];
  const time = (value: Date | null) => (value ? new Date(value).getTime() : null);
  const byId = new Map(rows.map((r) => [r.id, { capturedAt: time(r.captured_at), webhookAt: time(r.first_webhook_at) }]));
  return flows.map((flow) => {
    const at = flow.paymentId ? byId.get(flow.paymentId) : undefined;
    const capturedAt = at?.capturedAt ?? null;
    return {
      ...flow,
      activeAfterReturnMs: capturedAt !== null && flow.returnedAt !== null ? capturedAt - flow.returnedAt : null,
      activeAfterWebhookMs: capturedAt !== null && at?.webhookAt != null ? capturedAt - at.webhookAt : null,
    };
  });
}

function rowsFor(subject: Subject, flows: MeasuredFlow[], subscriptionRounds: SubscriptionRound[]): Row[] {
  const at = (latencyMs: number) => flows.filter((f) => f.provider === subject.provider && f.purchase === subject.purchase && f.latencyMs === latencyMs);
  const [base, slow] = [at(latenciesMs[0]), at(latenciesMs[1])];
  // A webhook may land before the browser's redirect arrives: that counts as active at the return (0 ms); likewise a
  // payment the capture call activated before its webhook came was active when the webhook arrived.
  const delays = (set: MeasuredFlow[], of: 'activeAfterReturnMs' | 'activeAfterWebhookMs') =>
    set.flatMap((f) => (f[of] === null ? [] : [Math.max(0, f[of])]));
  const name = `${subject.name} @${latenciesMs[1]} ms`;
  const baselineIs = `same at ${latenciesMs[0]} ms latency`;
  const byRead = (set: MeasuredFlow[], read: number) => sharePercent(set, (f) => f.firstActiveRead !== null && f.firstActiveRead <= read);
  const [, second, third] = profileReadPausesMs;
  const returned = (p: number, set: MeasuredFlow[]) => percentile(delays(set, 'activeAfterReturnMs'), p);
  const webhooked = (p: number, set: MeasuredFlow[]) => percentile(delays(set, 'activeAfterWebhookMs'), p);
  const settled = (p: number, set: MeasuredFlow[]) => percentile(set.flatMap((f) => (f.capture ? [f.capture.afterReturnMs] : [])), p);
  const achieved = (latencyMs: number) => subscriptionRounds.find((r) => r.provider === subject.provider && r.latencyMs === latencyMs)?.achievedPerSecond ?? null;
  // Returns paced at 50/s after an untimed approval, their provider's webhooks held: no webhook figure.
  const subscription = subject.settledBy === 'confirm';
  return [
    ...([50, 95, 99] as const).map((p) => row('payments', `${name}: return→active p${p}`, returned(p, slow), 'ms', returned(p, base), baselineIs)),
    row('payments', `${name}: return→active max`, returned(100, slow), 'ms', returned(100, base), baselineIs),
    // product.md §11: webhook → active p95 ≤ 100 ms (what the product adds, so judged at 0 ms provider latency: a
    // PayPal approval webhook waits for the capture call), and return → active on the first read ≥ 99 %. A
    // subscription's webhooks are held (see measurePayments): its rows have no webhook figure.
    ...(subscription
      ? []
      : [row('payments', `${subject.name} @${latenciesMs[0]} ms: webhook→active p95`, webhooked(95, base), 'ms', webhooked(95, slow), `same at ${latenciesMs[1]} ms latency`, { atMost: 100 })]),
    row('payments', `${name}: active at 1st read (after ${subject.settledBy})`, byRead(slow, 1), '%', byRead(base, 1), baselineIs, { atLeast: 99 }),
    row('payments', `${name}: active by 2nd read (+${second / 1000} s)`, byRead(slow, 2), '%', byRead(base, 2), baselineIs),
    row('payments', `${name}: active by 3rd read (+${third / 1000} s more)`, byRead(slow, 3), '%', byRead(base, 3), baselineIs),
    // The 1st-read figure holds at 50 returns/s only if the returns really left at that rate (within 5 %).
    ...(subscription
      ? [
          row('payments', `${name}: returns/s achieved`, achieved(latenciesMs[1]), 'returns/s', achieved(latenciesMs[0]), baselineIs, { atLeast: 0.95 * subscriptionReturnsPerSecond }),
          row('payments', `${name}: ${subject.settledBy} p95`, settled(95, slow), 'ms', settled(95, base), baselineIs),
        ]
      : []),
    row('payments', `${name}: flows that failed`, slow.filter((f) => f.error).length, 'flows', base.filter((f) => f.error).length, baselineIs, { atMost: 0 }),
  ];
}

/**
 * Members (made over the api) pay with PayPal and Yoco through the sandbox, alternating, at a fixed start rate,
 * first with no added provider latency and then with 200 ms on every provider API call. Then, at each latency
 * again, other members start PayPal subscriptions and approve them, and come back at 50 returns a second (confirm,
 * then the profile reads). PayPal's webhooks are held for the subscriptions: approved seconds before the return, a
 * sale's webhook would activate the membership first and the confirm would measure nothing. DPO card payments are
 * made on DPO's page and come back the same way (its notifications held for the same reason); then DPO mobile-money
 * payments are approved on the sandbox's phone and read on the app's schedule. The api, the workers (captures,
 * webhooks, DPO's verify polling) and the sandbox run in this process, as in the system tests.
 */
async function measurePayments(context: BenchContext): Promise<SectionResult> {
  const product = await startBenchProduct(context, { mode: 'in-process', sandbox: true, workers: true });
  const sandboxUrl = product.sandboxUrl!;
  const perLatency = paymentsPerProviderPerLatency * providers.length;
  const count = (perLatency + subscriptionReturnsPerLatency + dpoReturnsPerLatency + mobileApprovalsPerLatency) * latenciesMs.length;
  context.say(`creating ${count} members over the api`);
  const members = await createMembers({ apiUrl: product.apiUrl, databaseUrl: product.databaseUrl, jwtSecret: product.config.jwtSecret, count });
  const payers = members.slice(0, perLatency * latenciesMs.length);
  const approvers = members.slice(payers.length);

  const flows: RoundFlow[] = [];
  for (const [round, latencyMs] of latenciesMs.entries()) {
    await setProviderLatency(sandboxUrl, latencyMs);
    context.say(`${perLatency} payments at ${paymentsPerSecond}/s, provider latency ${latencyMs} ms`);
    const batch = payers.slice(round * perLatency, (round + 1) * perLatency);
    const { results } = await atPace({ perSecond: paymentsPerSecond, count: batch.length }, (i) =>
      payThroughBrowser(product.apiUrl, batch[i]!, providers[i % providers.length]!),
    );
    flows.push(...results.map((flow) => ({ ...flow, latencyMs })));
  }

  await controlSandbox(sandboxUrl, 'paypal', { webhooks: { hold: true } });
  await controlSandbox(sandboxUrl, 'dpo', { notifications: { hold: true } });
  const subscriptionRounds: SubscriptionRound[] = [];
  const approvals = [
    { provider: 'paypal', what: 'subscriptions approved', perLatency: subscriptionReturnsPerLatency, approve: approveSubscriptionThroughBrowser },
    { provider: 'dpo', what: "DPO card payments made on DPO's page", perLatency: dpoReturnsPerLatency, approve: payAtDpoPageThroughBrowser },
  ] as const;
  for (const [round, latencyMs] of latenciesMs.entries()) {
    await setProviderLatency(sandboxUrl, latencyMs);
    for (const { provider, what, perLatency: size, approve } of approvals) {
      const batch = approvers.splice(0, size);
      context.say(`${batch.length} ${what}, then their returns at ${subscriptionReturnsPerSecond}/s, provider latency ${latencyMs} ms`);
      const approved = await mapWithConcurrency(batch, subscriptionApprovalsAtOnce, (member) => approve(product.apiUrl, member));
      const { results, achievedPerSecond } = await atPace({ perSecond: subscriptionReturnsPerSecond, count: batch.length }, (i) =>
        returnFromApproval(product.apiUrl, batch[i]!, approved[i]!),
      );
      subscriptionRounds.push({ provider, latencyMs, achievedPerSecond });
      context.say(`returns left at ${achievedPerSecond?.toFixed(1) ?? '—'}/s`);
      flows.push(...results.map((flow) => ({ ...flow, latencyMs })));
    }
  }
  const mobileFlows: MobileFlow[] = [];
  for (const latencyMs of latenciesMs) {
    await setProviderLatency(sandboxUrl, latencyMs);
    const batch = approvers.splice(0, mobileApprovalsPerLatency);
    context.say(`${batch.length} DPO mobile-money approvals at ${mobileStartsPerSecond}/s, provider latency ${latencyMs} ms`);
    const { results } = await atPace({ perSecond: mobileStartsPerSecond, count: batch.length }, (i) => approveOnThePhone(product.apiUrl, sandboxUrl, batch[i]!, latencyMs, i, benchPhone(mobileFlows.length + i)));
    mobileFlows.push(...results);
  }
  await setProviderLatency(sandboxUrl, 0);
  const mobile = await withCreditTimes(product.app.db, mobileFlows);
  for (const flow of mobile.filter((f) => f.error)) context.say(`dpo mobile @${flow.latencyMs} ms failed: ${flow.error}`);

  const measured = await withActivationTimes(product.app.db, await withSubscriptionPayments(product.app.db, flows));
  for (const flow of measured.filter((f) => f.error)) context.say(`${flow.provider} ${flow.purchase} @${flow.latencyMs} ms failed: ${flow.error}`);
  return {
    rows: [...subjects.flatMap((subject) => rowsFor(subject, measured, subscriptionRounds)), ...mobileRows(mobile, latenciesMs)],
    details: {
      paymentsPerProviderPerLatency,
      paymentsPerSecond,
      subscriptionReturnsPerLatency,
      subscriptionReturnsPerSecond,
      subscriptionRounds,
      dpoReturnsPerLatency,
      mobileApprovalsPerLatency,
      mobileStartsPerSecond,
      webhooksHeldForPacedReturns: ['paypal', 'dpo'],
      mobileFlows: mobile,
      latenciesMs,
      profileReadPausesMs,
      flows: measured,
    },
  };
}

const title = 'payment return → active membership (orders; PayPal subscriptions and DPO card at 50 returns/s; DPO mobile money), provider latency 0 ms and 200 ms';
export const paymentsSection: Section = { name: 'payments', title, timeLimitSeconds: 600, run: measurePayments };
