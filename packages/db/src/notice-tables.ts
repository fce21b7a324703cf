import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types.ts';

/** A member's device that opted in to Web Push (migration add_push_subscriptions); the endpoint is unique. */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** What a membership notice is about (product.md §8); an automatic charge's notice is its receipt. */
export type MemberNoticeKind = 'receipt' | 'ends-soon' | 'ended' | 'payment-failed' | 'refund';

/**
 * A membership notice, recorded once per (user_id, kind, key) before it is mailed (migration add_member_notices):
 * the key is the payment id of a receipt, the membership expiry instant (ISO, UTC) of an ends-soon or ended notice,
 * the stored webhook event id (webhook_events.id) of a payment-failed notice (migration widen_member_notice_kinds),
 * the payment_refunds row id of a refund notice (migration add_refund_notices).
 */
export interface MemberNoticesTable {
  id: Generated<string>;
  user_id: string;
  kind: MemberNoticeKind;
  key: string;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  /** when the pushes to the member's devices were queued, after the mail (migration add_member_notice_pushes_queued) */
  pushes_queued_at: Timestamp | null;
}

/** The last receipt number given per Gaborone year (migration add_member_notices). */
export interface ReceiptCountersTable {
  year: number;
  last_number: number;
}
