import type { Session } from '../../../lib/session/session-types.ts';

/**
 * The shape of the renewing provider's subscriptions in GET /admin/members, added by its folder
 * (`features/admin/<provider>/`) by declaration merging: `<provider>: its subscription`.
 */
export interface RenewalSubscriptionShapes {}

/** A member's subscription at the provider that renews (times ISO 8601, UTC). */
export type MemberSubscription = RenewalSubscriptionShapes[keyof RenewalSubscriptionShapes];

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
  subscriptions: MemberSubscription[];
  /** credited ones, newest first */
  payments: AdminPayment[];
}

/** One member by e-mail address (any case), with their membership, payments and PayPal subscriptions (administrators only). */
export function findMember(session: Session, email: string) {
  return session.call<AdminMember>(`/admin/members?email=${encodeURIComponent(email)}`);
}
