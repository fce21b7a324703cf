import type { Db } from '@guidepass/db';
import { paymentReadDelaysMs } from '../../apps/web/src/lib/payment-read-schedule.ts';
import type { Member } from './members.ts';
import { callApi, expectApi } from './http.ts';
import { row, type Row } from './rows.ts';
import { percentile, sleep } from './stats.ts';

/** The longest the bench waits for one approval to show as active before it counts the flow as failed. */
const giveUpAfterMs = 60_000;
/** How long members take to approve on the phone after the start, spread so approvals fall at every phase of the reads. */
const approvalDelaysMs = [0, 2_000, 4_000, 6_000, 8_000, 10_000];

export interface MobileFlow {
  latencyMs: number;
  paymentId: string | null;
  /** Date.now() when the sandbox's phone approved */
  approvedAt: number | null;
  /** the payment's captured_at (the worker's crediting transaction) minus the approval; set by withCreditTimes */
  creditedAfterApprovalMs: number | null;
  /** first read (on the app's schedule) that showed the payment captured, minus the phone's approval; null if none did */
  activeAfterApprovalMs: number | null;
  reads: number;
  error: string | null;
}

/** The bench's n-th phone: a Botswana mobile of its own (71 000 000 + n). */
export const benchPhone = (n: number) => String(71_000_000 + n);

/**
 * One member's mobile-money payment with DPO as the app makes it: POST /api/payments/dpo with a Botswana number and
 * wallet (`number`, the flow's own: product.md §18 bounds the requests to one number); the phone approves after 0–10 s (approvalDelaysMs, by the flow's index; the sandbox's control); the app reads GET /api/payments/{id} from the start on
 * its schedule (now, +3 s, +5 s, then every 5 s: payment-read-schedule.ts) and makes no other call. The figure is the
 * first read that shows the payment captured, after the approval: the worker's polling and the read schedule both in.
 */
export async function approveOnThePhone(apiUrl: string, sandboxUrl: string, member: Member, latencyMs: number, index: number, number: string): Promise<MobileFlow> {
  const flow: MobileFlow = { latencyMs, paymentId: null, approvedAt: null, creditedAfterApprovalMs: null, activeAfterApprovalMs: null, reads: 0, error: null };
  const token = member.accessToken;
  try {
    const started = await expectApi(200, apiUrl, 'POST', '/api/payments/dpo', { body: { selectedTierId: 'local', mobile: { phone: number, operator: 'orange' } }, token });
    flow.paymentId = started.data.paymentId;
    const startedAt = Date.now();
    await sleep(approvalDelaysMs[index % approvalDelaysMs.length]!);
    const phone = await fetch(`${sandboxUrl}/dpo/_control/mobile/${started.data.providerRef}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approved' }),
    });
    if (!phone.ok) throw new Error(`phone control: ${phone.status} ${await phone.text()}`);
    const approvedAt = Date.now();
    flow.approvedAt = approvedAt;
    const lastPause = paymentReadDelaysMs[paymentReadDelaysMs.length - 1]!;
    // The app's reads run from the start (now, +3 s, +5 s, then every 5 s); those before the approval could not show
    // it and are not made here.
    const pauseAfter = (n: number) => paymentReadDelaysMs[n] ?? lastPause;
    let n = 0;
    let readAt = startedAt;
    while (readAt < approvedAt) readAt += pauseAfter(n++);
    while (readAt - approvedAt <= giveUpAfterMs) {
      await sleep(Math.max(0, readAt - Date.now()));
      const answer = await callApi(apiUrl, 'GET', `/api/payments/${flow.paymentId}`, { token });
      flow.reads += 1;
      if (answer.status === 200 && answer.body.data.status === 'captured') {
        flow.activeAfterApprovalMs = Date.now() - approvedAt;
        return flow;
      }
      readAt += pauseAfter(n++);
    }
    throw new Error(`not active ${giveUpAfterMs} ms after the approval`);
  } catch (error) {
    flow.error = (error as Error).message;
  }
  return flow;
}

/** When the worker credited each flow's payment (Postgres now() of the activating transaction), after the approval. */
export async function withCreditTimes(db: Db, flows: MobileFlow[]): Promise<MobileFlow[]> {
  const ids = flows.flatMap((f) => (f.paymentId ? [f.paymentId] : []));
  const rows = ids.length ? await db.selectFrom('payments').select(['id', 'captured_at']).where('id', 'in', ids).execute() : [];
  const capturedAt = new Map(rows.map((r) => [r.id, r.captured_at ? new Date(r.captured_at).getTime() : null]));
  return flows.map((flow) => {
    const at = flow.paymentId ? capturedAt.get(flow.paymentId) : null;
    return { ...flow, creditedAfterApprovalMs: at != null && flow.approvedAt !== null ? at - flow.approvedAt : null };
  });
}

/** Approval → active (p50, p95, max) at the added provider latency, beside the same without it; failed flows. */
export function mobileRows(flows: MobileFlow[], [base, slow]: readonly [number, number]): Row[] {
  const at = (latencyMs: number) => flows.filter((f) => f.latencyMs === latencyMs);
  const delays = (latencyMs: number, of: 'activeAfterApprovalMs' | 'creditedAfterApprovalMs' = 'activeAfterApprovalMs') =>
    at(latencyMs).flatMap((f) => (f[of] === null ? [] : [f[of]]));
  const name = `DPO mobile money @${slow} ms`;
  const baselineIs = `same at ${base} ms latency`;
  const failed = (latencyMs: number) => at(latencyMs).filter((f) => f.error).length;
  return [
    row('payments', `${name}: approval→active p50 (app's reads)`, percentile(delays(slow), 50), 'ms', percentile(delays(base), 50), baselineIs),
    // Issue 22: active within 10 s of the approval, the app's read schedule included.
    row('payments', `${name}: approval→active p95 (app's reads)`, percentile(delays(slow), 95), 'ms', percentile(delays(base), 95), baselineIs, { atMost: 10_000 }),
    row('payments', `${name}: approval→credited p95 (worker)`, percentile(delays(slow, 'creditedAfterApprovalMs'), 95), 'ms', percentile(delays(base, 'creditedAfterApprovalMs'), 95), baselineIs),
    row('payments', `${name}: approval→active max`, percentile(delays(slow), 100), 'ms', percentile(delays(base), 100), baselineIs),
    row('payments', `${name}: flows that failed`, failed(slow), 'flows', failed(base), baselineIs, { atMost: 0 }),
  ];
}
