import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';
import type { AdminSubscriptionRow } from '../repositories/paypal/paypal-member-subscriptions-repository.ts';


/** A member's PayPal subscription as the admin area shows it (times in ISO 8601, UTC). */
export const AdminSubscription = Type.Object({
  id: Type.String(),
  /** PayPal's id (I-…); null when the subscription never reached PayPal */
  paypalSubscriptionId: Nullable(Type.String()),
  tierId: Type.String(),
  planKind: Type.Union([Type.Literal('first-cycle'), Type.Literal('weekly')]),
  /** PayPal's word: APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED, EXPIRED */
  status: Type.String(),
  nextChargeAt: Nullable(Type.String()),
  createdAt: Type.String(),
  /** when PayPal made the newest statement applied to the record (a webhook or a read) */
  lastStatementAt: Nullable(Type.String()),
  /** its sales credited as payments (captured, or captured and refunded since) */
  creditedSales: Type.Integer(),
});

export function adminSubscriptionView(row: AdminSubscriptionRow): Static<typeof AdminSubscription> {
  return {
    id: row.id,
    paypalSubscriptionId: row.paypal_subscription_id,
    tierId: row.tier_id,
    planKind: row.plan_kind,
    status: row.status,
    nextChargeAt: row.next_charge_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    lastStatementAt: row.last_event_at?.toISOString() ?? null,
    creditedSales: row.credited_sales ?? 0,
  };
}
