import type { Session } from '../../../lib/session/session-types.ts';
import type { AdminSubscription } from '../paypal/admin-subscription.ts';

/** A member's credited payment as GET /admin/members lists it: the pula price and what the provider charged. */
export interface AdminPayment {
  id: string;
  provider: string;
  /** captured (paid) or refunded */
  status: string;
  tierId: string;
  weeks: number;
  priceThebe: number;
  amountMinor: number;
  currency: string;
  capturedAt: string | null;
  receiptNumber: string | null;
  /** what refunds gave back so far, in the currency charged (a payment with any is not refunded again) */
  refundedMinor: number;
  /** the latest refund's state at the provider where it reported one (DPO's checker); null or absent: none */
  refundState?: 'pending' | 'approved' | 'declined' | null;
  /** how it was paid, named by the server (product.md §17); absent in older answers */
  paidWith?: string;
}

export interface AdminMember {
  id: string;
  email: string;
  tierId: string | null;
  membershipExpiry: string | null;
  active: boolean;
  /** newest first */
  subscriptions: AdminSubscription[];
  /** credited ones, newest first */
  payments: AdminPayment[];
}

/** One member by e-mail address (any case), with their membership, payments and PayPal subscriptions (administrators only). */
export function findMember(session: Session, email: string) {
  return session.call<AdminMember>(`/admin/members?email=${encodeURIComponent(email)}`);
}
