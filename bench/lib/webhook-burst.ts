import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@guidepass/db';
// The bench plays Yoco: events shaped and signed exactly as the Yoco stand-in shapes and signs them.
import type { Checkout } from '../../apps/sandbox/src/yoco/checkout-store.ts';
import { paymentSucceededEvent } from '../../apps/sandbox/src/yoco/webhook-events.ts';
import { signWebhook } from '../../apps/sandbox/src/yoco/webhook-signature.ts';
import { expectApi, mapWithConcurrency } from './http.ts';
import type { Member } from './members.ts';
import { sleep } from './stats.ts';

/** A Yoco payment started over the api (row in `created`, checkout open at the stand-in), as the bench pays it. */
export interface OpenYocoPayment {
  paymentId: string;
  checkoutId: string;
  amountMinor: number;
  currency: string;
}

/** Each member starts `perMember` Yoco payments over the api, as the payment view does; answers them from the rows. */
export async function startYocoPayments(apiUrl: string, db: Db, members: Member[], perMember: number): Promise<OpenYocoPayment[]> {
  const starts = members.flatMap((member) => Array.from({ length: perMember }, () => member));
  const ids = await mapWithConcurrency(starts, 8, async (member) => {
    const started = await expectApi(200, apiUrl, 'POST', '/api/payments/yoco', { body: { selectedTierId: 'local', paymentMethod: 'card' }, token: member.accessToken });
    return started.data.paymentId as string;
  });
  const rows = await db.selectFrom('payments').select(['id', 'provider_ref', 'amount_minor', 'currency']).where('id', 'in', ids).execute();
  return rows.map((r) => ({ paymentId: r.id, checkoutId: r.provider_ref!, amountMinor: Number(r.amount_minor), currency: r.currency }));
}

/** One signed `payment.succeeded` delivery for a payment: its raw body and Standard Webhooks headers. */
export function signedPaymentSucceeded(secret: string, payment: OpenYocoPayment, run: string, index: number) {
  const now = Date.now();
  const checkout = {
    id: payment.checkoutId,
    amount: payment.amountMinor,
    currency: payment.currency,
    mode: 'test',
    paymentId: `p_bench_${run}_${index}`,
    paidAt: now,
  } as Checkout;
  const body = JSON.stringify(paymentSucceededEvent(`evt_bench_${run}_${index}`, checkout, now));
  const messageId = `msg_${run}_${index}`;
  const timestamp = Math.floor(now / 1000);
  const headers = { 'webhook-id': messageId, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secret, messageId, timestamp, body) };
  return { body, headers };
}

export const newRunId = () => randomBytes(4).toString('hex');

/** Polls until `count` webhook events are processed or the deadline passes; answers when (performance.now()), or null. */
export async function waitUntilProcessed(db: Db, count: number, deadline: number): Promise<number | null> {
  while (performance.now() < deadline) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from webhook_events where processed_at is not null`.execute(db);
    if (rows[0]!.n >= count) return performance.now();
    await sleep(20);
  }
  return null;
}

/**
 * What "processed exactly once" means, read from Postgres: events processed on their first and only attempt,
 * payments captured, and every member's expiry exactly the weeks of their payments past the burst's start (a payment
 * credited twice would put it a week or more further).
 */
export async function exactlyOnce(db: Db, payments: OpenYocoPayment[], burstStartedAt: Date) {
  const ids = payments.map((p) => p.paymentId);
  const events = await sql<{ stored: number; once: number; retried: number }>`
    select count(*)::int as stored,
           count(*) filter (where processed_at is not null and attempts = 1)::int as once,
           count(*) filter (where attempts > 1)::int as retried
    from webhook_events`.execute(db);
  const captured = await db.selectFrom('payments').select((eb) => eb.fn.countAll<number>().as('n')).where('id', 'in', ids).where('status', '=', 'captured').executeTakeFirstOrThrow();
  const members = await sql<{ members: number; exact: number }>`
    with bought as (
      select user_id, sum(weeks)::int as weeks from payments where id = any(${ids}::uuid[]) and status = 'captured' group by user_id)
    select count(*)::int as members,
           count(*) filter (where u.membership_expiry - make_interval(weeks => b.weeks) between ${burstStartedAt}::timestamptz - interval '1 second' and now())::int as exact
    from bought b join users u on u.id = b.user_id`.execute(db);
  return {
    eventsStored: events.rows[0]!.stored,
    eventsProcessedOnce: events.rows[0]!.once,
    eventsRetried: events.rows[0]!.retried,
    paymentsCaptured: Number(captured.n),
    members: members.rows[0]!.members,
    membersCreditedExactly: members.rows[0]!.exact,
  };
}
