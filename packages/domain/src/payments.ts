import type { ProviderCharge } from './purchase.ts';
import type { PaymentMethod } from './payment-providers.ts';
import type { PaymentWay } from './payment-way.ts';
import type { TierId } from './tiers.ts';

/** A tier as GET /api/tiers answers it: the weekly pula price and what this caller's next payment charges. */
export interface TierOffer {
  id: TierId;
  name: string;
  description: string;
  /** the original's label, e.g. "P50" (per week) */
  weeklyPrice: string;
  /** 2 for a first purchase or after a lapse, 1 for a renewal while active */
  weeks: number;
  /** the pula total of this payment, e.g. "P100" */
  total: string;
  /** what each provider charges for this payment, in its own currency, e.g. "US$7.40", "R133.00" */
  charge: Record<PaymentMethod, ProviderCharge>;
}

export interface TiersAnswer {
  tiers: TierOffer[];
  providers: Record<PaymentMethod, boolean>;
  /** the configured providers that can charge a phone (mobile money), in the provider list's order */
  mobileMoney: PaymentMethod[];
  /** the way of paying preselected for each tier (product.md §17; absent in an answer kept from before) */
  preferred?: Partial<Record<TierId, PaymentWay>>;
}

/**
 * Where one payment is in its lifecycle (the payments table's `status`): created when started, pending while the
 * provider holds the money, captured on proof, refunded after; cancelled when the member withdrew it ("Pay another way");
 * failed, cancelled and expired may still be captured by late proof.
 * The allowed moves are @guidepass/payments' transition table.
 */
export type PaymentState = 'created' | 'pending' | 'captured' | 'failed' | 'cancelled' | 'expired' | 'refunded';

/** The answer of both capture routes: `success: false` with status pending means "keep polling". */
export interface CaptureAnswer {
  success: boolean;
  status: PaymentState;
}
