import type { ColumnType, Generated } from 'kysely';
import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { PaymentState } from '@guidepass/domain/payments';
import type { CreatedAt, Timestamp } from './column-types.ts';

/** A provider's name as rows store it: the one list in @guidepass/domain/payment-providers. */
export type PaymentProvider = PaymentMethod;

export interface TiersTable {
  id: string;
  name: string;
  description: string;
  weekly_price_thebe: number;
  sort: number;
  active: boolean;
}

/** What one week of a tier costs through one provider, in that provider's currency (migration add_tier_prices). */
export interface TierPricesTable {
  tier_id: string;
  /** a provider's name; rows may price a provider the code does not offer yet */
  provider: string;
  currency: string;
  /** per week, in the currency's minor units */
  amount_minor: number;
}

export interface PaymentsTable {
  id: Generated<string>;
  user_id: string | null;
  tier_id: string;
  provider: PaymentProvider;
  provider_ref: string | null;
  capture_ref: string | null;
  status: ColumnType<PaymentState, PaymentState | undefined, PaymentState>;
  amount_minor: number;
  currency: string;
  price_thebe: number;
  weeks: number;
  salesperson_id: string | null;
  commission_thebe: number | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  captured_at: Timestamp | null;
  refunded_at: Timestamp | null;
  failure_reason: string | null;
  /** `GP-<Gaborone year>-<6 digits>`, set once when the receipt is recorded; numbered without gaps per year */
  receipt_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** the PayPal subscription a sale belongs to (its provider_ref and capture_ref are the sale id); null for orders and checkouts */
  subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** the membership time this payment covers (product.md §18), set at capture; a refund takes back from its end */
  period_start: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  period_end: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** the number a mobile-money payment was asked of (digits with the country code) and its wallet, kept when it starts (product.md §17) */
  mobile_phone: ColumnType<string | null, string | null | undefined, string | null>;
  mobile_operator: ColumnType<string | null, string | null | undefined, string | null>;
}

export type SubscriptionAuditAction = 'cancelled-for-deleted-account' | 'cancel-refused-awaiting-approval' | 'sale-refunded-for-deleted-account';

/** One thing done to stop money for a deleted account: a cancel, or a refund of a sale that still arrived. */
export interface SubscriptionAuditTable {
  id: Generated<string>;
  subscription_id: string;
  action: SubscriptionAuditAction;
  /** the sale id of a refund; empty for a cancel */
  reference: ColumnType<string, string | undefined, string>;
  detail: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
}

/** One refund a provider reported, recorded once, with what it took back from the sale and the membership. */
export interface PaymentRefundsTable {
  id: Generated<string>;
  payment_id: string;
  provider: PaymentProvider;
  refund_ref: string;
  amount_minor: number;
  commission_clawback_thebe: ColumnType<number, number | undefined, number>;
  weeks_taken_back: ColumnType<number, number | undefined, number>;
  /** membership time this refund took back from its payment's period (and from the later periods, shifted back) */
  seconds_taken_back: ColumnType<number, number | undefined, number>;
  /** the share of the payment's pula price this refund gave back: the reports' revenue is net of it */
  revenue_thebe: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
}

/** Where a refund stands at its provider: DPO may hold one for its checker (providers.md §6.8). */
export type ProviderRefundState = 'pending' | 'approved' | 'declined';

/** A refund a provider reports a state for, followed until approved or declined (migration add_provider_refund_checks). */
export interface ProviderRefundChecksTable {
  id: Generated<string>;
  payment_id: string;
  provider: PaymentProvider;
  refund_ref: string;
  amount_minor: number;
  reason: string;
  /** the refund's place among the payment's refunds at the provider (0 first); null: the last one */
  position: number | null;
  state: ProviderRefundState;
  created_at: CreatedAt;
  checked_at: Timestamp | null;
  settled_at: Timestamp | null;
}

export interface WebhookEventsTable {
  id: Generated<string>;
  provider: PaymentProvider;
  event_id: string;
  type: string;
  payload: ColumnType<unknown, string, string>;
  received_at: CreatedAt;
  processed_at: Timestamp | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
}

/** The mobile-money number and wallet a member last paid with (product.md §13), for their next payment. */
export interface MobileMoneyNumbersTable {
  user_id: string;
  /** digits with the country code: 26771234567 */
  phone: string;
  /** the provider's operator value: orange, mascom, btc */
  operator: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
