import { isMembershipActive, type Profile } from './profile.ts';
import type { PaymentMethod } from './payment-providers.ts';

/**
 * What a member buys when they pay now (product.md §3, §15), whatever the route (the payment view, Renew now,
 * turning renewal on): `first` — 2 weeks at 2 × the weekly price, and PayPal renewal on the `first-cycle` plan from
 * now; `renewal` — 1 week, and PayPal renewal on the `weekly` plan from the paid-through date.
 */
export interface Purchase {
  kind: 'first' | 'renewal';
  weeks: 1 | 2;
  plan: 'first-cycle' | 'weekly';
}

/** The one rule for which purchase a member makes now: only an active member buys single weeks. */
export function purchaseFor(membership: Pick<Profile, 'paymentStatus' | 'membershipExpiry'>, now: Date = new Date()): Purchase {
  return isMembershipActive(membership, now) ? { kind: 'renewal', weeks: 1, plan: 'weekly' } : { kind: 'first', weeks: 2, plan: 'first-cycle' };
}

/** One provider's amount in its own currency: "7.40" USD, shown as "US$7.40". */
export interface ProviderCharge {
  currency: string;
  amount: string;
  label: string;
}

/**
 * What the member's next purchase of their tier charges, as GET /api/membership answers it (`nextPurchase`), so My
 * membership says it before the member leaves for the provider.
 */
export interface NextPurchase {
  kind: Purchase['kind'];
  weeks: number;
  /** the pula total, e.g. "P100" */
  total: string;
  /** what Renew now charges today with each provider */
  charge: Record<PaymentMethod, ProviderCharge>;
  /** turning PayPal renewal on: first `charge.paypal` at `startsAt` (null: now), then `weekly` every week */
  renewal: { startsAt: string | null; weekly: ProviderCharge };
}
