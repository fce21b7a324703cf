import { sql } from 'kysely';
import type { Db } from '@guidepass/db';
import { payThroughBrowser, profileReadPausesMs, type PaymentFlow, type Provider } from '../lib/browser-payment.ts';
import { startInProcessProduct } from '../lib/bench-product.ts';
import { createMembers } from '../lib/members.ts';
import { row, type Row } from '../lib/rows.ts';
import type { BenchContext, Section, SectionResult } from '../lib/section.ts';
import { percentile, sharePercent, sleep } from '../lib/stats.ts';

const providers: Provider[] = ['paypal', 'yoco'];
const providerName: Record<Provider, string> = { paypal: 'PayPal', yoco: 'Yoco' };
const latenciesMs = [0, 200] as const;
const paymentsPerProviderPerLatency = 40;
const paymentsPerSecond = 10;

interface MeasuredFlow extends PaymentFlow {
  latencyMs: number;
  /** payment captured (membership active) minus browser return, from the payment's captured_at; null if never */
  activeAfterReturnMs: number | null;
  /** payment captured minus the arrival of the provider's first webhook about it (received_at); null if either is missing */
  activeAfterWebhookMs: number | null;
}

async function setProviderLatency(sandboxUrl: string, latencyMs: number): Promise<void> {
  for (const provider of providers) {
    const response = await fetch(`${sandboxUrl}/${provider}/_control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ latencyMs }),
    });
    if (!response.ok) throw new Error(`${provider} _control: ${response.status} ${await response.text()}`);
  }
}

/**
 * When each flow's payment was captured (Postgres now() of the activating transaction), against its return and
 * against the first webhook event about it the api stored (the event names the PayPal order or Yoco checkout id).
 */
async function withActivationTimes(db: Db, flows: (PaymentFlow & { latencyMs: number })[]): Promise<MeasuredFlow[]> {
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

function rowsFor(provider: Provider, flows: MeasuredFlow[]): Row[] {
  const at = (latencyMs: number) => flows.filter((f) => f.provider === provider && f.latencyMs === latencyMs);
  const [base, slow] = [at(latenciesMs[0]), at(latenciesMs[1])];
  // A webhook may land before the browser's redirect arrives: that counts as active at the return (0 ms); likewise a
  // payment the capture call activated before its webhook came was active when the webhook arrived.
  const delays = (set: MeasuredFlow[], of: 'activeAfterReturnMs' | 'activeAfterWebhookMs') =>
    set.flatMap((f) => (f[of] === null ? [] : [Math.max(0, f[of])]));
  const name = `${providerName[provider]} @${latenciesMs[1]} ms`;
  const baselineIs = `same at ${latenciesMs[0]} ms latency`;
  const byRead = (set: MeasuredFlow[], read: number) => sharePercent(set, (f) => f.firstActiveRead !== null && f.firstActiveRead <= read);
  const [, second, third] = profileReadPausesMs;
  const returned = (p: number, set: MeasuredFlow[]) => percentile(delays(set, 'activeAfterReturnMs'), p);
  const webhooked = (p: number, set: MeasuredFlow[]) => percentile(delays(set, 'activeAfterWebhookMs'), p);
  return [
    ...([50, 95, 99] as const).map((p) => row('payments', `${name}: return→active p${p}`, returned(p, slow), 'ms', returned(p, base), baselineIs)),
    row('payments', `${name}: return→active max`, returned(100, slow), 'ms', returned(100, base), baselineIs),
    // product.md §11: webhook → active p95 ≤ 100 ms (what the product adds, so judged at 0 ms provider latency: a
    // PayPal approval webhook waits for the capture call), and return → active on the first read ≥ 99 %.
    row('payments', `${providerName[provider]} @${latenciesMs[0]} ms: webhook→active p95`, webhooked(95, base), 'ms', webhooked(95, slow), `same at ${latenciesMs[1]} ms latency`, { atMost: 100 }),
    row('payments', `${name}: active at 1st read (after capture)`, byRead(slow, 1), '%', byRead(base, 1), baselineIs, { atLeast: 99 }),
    row('payments', `${name}: active by 2nd read (+${second / 1000} s)`, byRead(slow, 2), '%', byRead(base, 2), baselineIs),
    row('payments', `${name}: active by 3rd read (+${third / 1000} s more)`, byRead(slow, 3), '%', byRead(base, 3), baselineIs),
    row('payments', `${name}: flows that failed`, slow.filter((f) => f.error).length, 'flows', base.filter((f) => f.error).length, baselineIs, { atMost: 0 }),
  ];
}

/**
 * Members (made over the api) pay with PayPal and Yoco through the sandbox, alternating, at a fixed start rate,
 * first with no added provider latency and then with 200 ms on every provider API call. The api, the workers
 * (captures, webhooks) and the sandbox run in this process, as in the system tests.
 */
async function measurePayments(context: BenchContext): Promise<SectionResult> {
  const product = await startInProcessProduct(context, { sandbox: true, workers: true });
  const perLatency = paymentsPerProviderPerLatency * providers.length;
  context.say(`creating ${perLatency * latenciesMs.length} members over the api`);
  const members = await createMembers({
    apiUrl: product.apiUrl,
    databaseUrl: product.databaseUrl,
    jwtSecret: product.config.jwtSecret,
    count: perLatency * latenciesMs.length,
  });

  const flows: (PaymentFlow & { latencyMs: number })[] = [];
  for (const [round, latencyMs] of latenciesMs.entries()) {
    await setProviderLatency(product.sandboxUrl!, latencyMs);
    context.say(`${perLatency} payments at ${paymentsPerSecond}/s, provider latency ${latencyMs} ms`);
    const batch = members.slice(round * perLatency, (round + 1) * perLatency);
    const done = await Promise.all(
      batch.map(async (member, i) => {
        await sleep((i * 1000) / paymentsPerSecond);
        const flow = await payThroughBrowser(product.apiUrl, product.sandboxUrl!, member, providers[i % providers.length]!);
        return { ...flow, latencyMs };
      }),
    );
    flows.push(...done);
  }
  await setProviderLatency(product.sandboxUrl!, 0);

  const measured = await withActivationTimes(product.app.db, flows);
  for (const flow of measured.filter((f) => f.error)) context.say(`${flow.provider} @${flow.latencyMs} ms failed: ${flow.error}`);
  return {
    rows: providers.flatMap((provider) => rowsFor(provider, measured)),
    details: { paymentsPerProviderPerLatency, paymentsPerSecond, latenciesMs, profileReadPausesMs, flows: measured },
  };
}

const title = 'payment return → active membership, provider latency 0 ms and 200 ms';
export const paymentsSection: Section = { name: 'payments', title, timeLimitSeconds: 240, run: measurePayments };
