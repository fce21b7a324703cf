/** A member's PayPal subscription as GET /admin/members lists it (times ISO 8601, UTC). */
export interface AdminSubscription {
  id: string;
  /** PayPal's id (I-…); null when it never reached PayPal */
  paypalSubscriptionId: string | null;
  tierId: string;
  planKind: 'first-cycle' | 'weekly';
  /** PayPal's word: APPROVAL_PENDING, APPROVED, ACTIVE, SUSPENDED, CANCELLED, EXPIRED */
  status: string;
  nextChargeAt: string | null;
  createdAt: string;
  /** when PayPal made the newest statement we applied (a webhook or a read) */
  lastStatementAt: string | null;
  /** its charges credited as payments */
  creditedSales: number;
}

declare module '../api/find-member.ts' {
  interface RenewalSubscriptionShapes {
    paypal: AdminSubscription;
  }
}
