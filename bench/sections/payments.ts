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

/** When each flow's payment was captured (Postgres now() of the activating transaction), against its return. */
async function withActivationTimes(db: Db, flows: (PaymentFlow & { latencyMs: number })[]): Promise<MeasuredFlow[]> {
  const ids = flows.map((f) => f.paymentId).filter((id): id is string => id !== null);
  const rows = ids.length ? await db.selectFrom('payments').select(['id', 'captured_at']).where('id', 'in', ids).execute() : [];
  const capturedAt = new Map(rows.map((r) => [r.id, r.captured_at ? new Date(r.captured_at as unknown as string).getTime() : null]));
  return flows.map((flow) => {
    const at = flow.paymentId ? capturedAt.get(flow.paymentId) ?? null : null;
    return { ...flow, activeAfterReturnMs: at !== null && flow.returnedAt !== null ? at - flow.returnedAt : null };
  });
}

function rowsFor(provider: Provider, flows: MeasuredFlow[]): Row[] {
  const at = (latencyMs: number) => flows.filter((f) => f.provider === provider && f.latencyMs === latencyMs);
  const [base, slow] = [at(latenciesMs[0]), at(latenciesMs[1])];
  // A webhook may land before the browser's redirect arrives: that counts as active at the return (0 ms).
  const delays = (set: MeasuredFlow[]) => set.flatMap((f) => (f.activeAfterReturnMs === null ? [] : [Math.max(0, f.activeAfterReturnMs)]));
  const name = `${providerName[provider]} @${latenciesMs[1]} ms`;
  const baselineIs = `same at ${latenciesMs[0]} ms latency`;
  const byRead = (set: MeasuredFlow[], read: number) => sharePercent(set, (f) => f.firstActiveRead !== null && f.firstActiveRead <= read);
  const [, second, third] = profileReadPausesMs;
  return [
    ...([50, 90, 99] as const).map((p) =>
      row('payments', `${name}: return→active p${p}`, percentile(delays(slow), p), 'ms', percentile(delays(base), p), baselineIs),
    ),
    row('payments', `${name}: return→active max`, percentile(delays(slow), 100), 'ms', percentile(delays(base), 100), baselineIs),
    row('payments', `${name}: active at 1st read (after capture)`, byRead(slow, 1), '%', byRead(base, 1), baselineIs),
    row('payments', `${name}: active by 2nd read (+${second / 1000} s)`, byRead(slow, 2), '%', byRead(base, 2), baselineIs),
    row('payments', `${name}: active by 3rd read (+${third / 1000} s more)`, byRead(slow, 3), '%', byRead(base, 3), baselineIs),
    row('payments', `${name}: flows that failed`, slow.filter((f) => f.error).length, 'flows', base.filter((f) => f.error).length, baselineIs),
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
