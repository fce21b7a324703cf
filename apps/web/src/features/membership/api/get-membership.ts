import type { NextPurchase } from '@guidepass/domain/purchase';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { PaymentWay } from '@guidepass/domain/payment-way';
import type { Session } from '../../../lib/session/session-types.ts';

/** PayPal renewal while it is on (APPROVED or ACTIVE at PayPal): the next charge and its weekly amount. */
export interface AutoRenew {
  /** the renewing provider's name (the domain's renewingProvider) */
  provider: PaymentMethod;
  status: string;
  nextChargeAt: string | null;
  /** Decimal, e.g. "3.70", in `currency`. */
  amount: string;
  currency: string;
}

/** One payment of the member's, newest first; `receiptNumber` once credited. */
export interface MembershipPayment {
  id: string;
  createdAt: string;
  tierId: string;
  provider: string;
  /** the pula price, in thebe */
  priceThebe: number;
  /** what was charged in `currency`: decimal, and in minor units */
  amount: string;
  amountMinor: number;
  currency: string;
  weeks: number;
  status: string;
  receiptNumber: string | null;
  /** how it was paid, named by the server's one formatter: "Orange Money ·· 567", "PayPal" (product.md §17) */
  paidWith?: string;
}

/** GET /api/membership (product.md §8 "Routes"). */
export interface Membership {
  tierId: string | null;
  active: boolean;
  expiresAt: string | null;
  autoRenew: AutoRenew | null;
  /** What Renew now and turning renewal on charge for the member's tier (null without one): 2 weeks unless active. */
  nextPurchase: NextPurchase | null;
  /** Renew now's way: the member's own (product.md §17); absent in an answer from before, null without a tier */
  preferred?: PaymentWay | null;
  payments: MembershipPayment[];
}

/** The caller's tier, paid-through date, PayPal renewal and payments with their receipt numbers. */
export function getMembership(session: Session, signal?: AbortSignal) {
  return session.call<Membership>('/api/membership', { signal });
}
