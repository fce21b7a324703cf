import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';
import { formatPaidWith } from '@guidepass/texts/paid-with';
import type { AdminPaymentRow } from '../repositories/member-payments-repository.ts';

/** A member's credited payment as the admin area shows it (product.md §13): what it cost in pula and what was charged. */
export const AdminPayment = Type.Object({
  id: Type.String(),
  provider: Type.String(),
  /** captured (paid) or refunded */
  status: Type.String(),
  tierId: Type.String(),
  weeks: Type.Integer(),
  /** the pula price, in thebe */
  priceThebe: Type.Integer(),
  /** what the provider charged, in its currency's minor units */
  amountMinor: Type.Integer(),
  currency: Type.String(),
  capturedAt: Nullable(Type.String()),
  receiptNumber: Nullable(Type.String()),
  /** what refunds gave back so far, in the currency charged; a payment with any is refunded once and for all */
  refundedMinor: Type.Integer(),
  /** the latest refund's state at the provider where it reported one (DPO: pending with its checker, declined, approved) */
  refundState: Nullable(Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('declined')])),
  /** how it was paid (formatPaidWith, product.md §17): "Orange Money ·· 567", "PayPal" */
  paidWith: Type.String(),
});

export function adminPaymentView(row: AdminPaymentRow): Static<typeof AdminPayment> {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    tierId: row.tier_id,
    weeks: row.weeks,
    priceThebe: row.price_thebe,
    amountMinor: row.amount_minor,
    currency: row.currency,
    capturedAt: row.captured_at?.toISOString() ?? null,
    receiptNumber: row.receipt_number,
    refundedMinor: row.refunded_minor ?? 0,
    refundState: row.refund_state ?? null,
    paidWith: formatPaidWith({ provider: row.provider, mobilePhone: row.mobile_phone, mobileOperator: row.mobile_operator }),
  };
}
