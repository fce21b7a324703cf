import { sql, type UpdateObject } from 'kysely';
import type { Database, Executor } from '@guidepass/db';
import { transitionOf, type PaymentEvent } from './payment-transitions.ts';

/** What an event records besides the state itself. */
function recordedBy(event: PaymentEvent): UpdateObject<Database, 'payments'> {
  switch (event.type) {
    case 'capture':
      return { capture_ref: event.captureRef, captured_at: sql`now()`, failure_reason: null };
    case 'hold':
      return { capture_ref: event.captureRef };
    case 'fail':
      return { failure_reason: event.reason.slice(0, 500) };
    case 'refund':
      return { refunded_at: sql`now()` };
    case 'expire':
    case 'withdraw':
      return {};
  }
}

/** The UPDATE every status change is: it only touches rows still in one of the event's from-states. */
function guardedUpdate(db: Executor, event: PaymentEvent) {
  const { from, to } = transitionOf(event.type);
  return db
    .updateTable('payments')
    .set({ ...recordedBy(event), status: to, updated_at: sql`now()` })
    .where('status', 'in', from);
}

/**
 * Applies one event to one payment, guarded in SQL by the transition table: a stale or duplicate writer, or an event
 * the payment's state does not allow, changes nothing and gets undefined. Answers the moved row otherwise.
 */
export function applyPaymentEvent(db: Executor, paymentId: string, event: PaymentEvent) {
  return guardedUpdate(db, event)
    .where('id', '=', paymentId)
    .returning(['id', 'user_id', 'status', 'weeks', 'price_thebe'])
    .executeTakeFirst();
}

/** Expires every payment created before `createdBefore` that the table still lets expire; answers how many. */
export async function expirePaymentsCreatedBefore(db: Executor, createdBefore: Date): Promise<number> {
  const result = await guardedUpdate(db, { type: 'expire' }).where('created_at', '<', createdBefore).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
