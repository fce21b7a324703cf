import type { Session } from '../../../lib/session/session-types.ts';

/** What POST /api/admin/payments/{id}/refund answers: the payment's state after it and what was given back. */
export interface PaymentRefund {
  paymentId: string;
  status: 'captured' | 'refunded';
  refundedThebe: number;
  refundedMinor: number;
  currency: string;
  /** approved (taken back), or held by the provider's checker (pending) or refused there (declined) */
  refundState?: 'approved' | 'pending' | 'declined';
}

/** Refunds a paid payment through its provider, once (administrators only); without an amount, all of it. */
export function refundPayment(session: Session, paymentId: string, refund: { reason: string; amountThebe?: number }) {
  return session.call<PaymentRefund>(`/api/admin/payments/${encodeURIComponent(paymentId)}/refund`, { method: 'POST', body: refund });
}
