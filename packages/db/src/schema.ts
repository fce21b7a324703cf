import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { PaymentState } from '@guidepass/domain/payments';
import type { MembershipPaymentState } from '@guidepass/domain/profile';

/** The table types of the database, the one place they are written down (migrations/ is the truth they follow). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export type IdentityProvider = 'google' | 'facebook';
export type EmailTokenPurpose = 'verify' | 'reset';
export type ReferralSource = 'signup-form' | 'referral-code' | 'google' | 'facebook';
export type PaymentProvider = 'paypal' | 'yoco';

export interface UsersTable {
  id: Generated<string>;
  email: string;
  email_verified_at: Timestamp | null;
  password_hash: string | null;
  created_at: CreatedAt;
  salesperson_first_name: string;
  salesperson_last_name: string;
  salesperson_full_name: string;
  salesperson_id: string | null;
  payment_status: ColumnType<MembershipPaymentState, MembershipPaymentState | undefined, MembershipPaymentState>;
  membership_expiry: Timestamp | null;
  referral_source: ReferralSource;
  /** when the member chose a salesperson (or nobody) after sign-up (migration add_salesperson_invites) */
  salesperson_chosen_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface IdentitiesTable {
  id: Generated<string>;
  user_id: string;
  provider: IdentityProvider;
  subject: string;
  email: string | null;
  created_at: CreatedAt;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  family: string;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  user_agent: string | null;
  /** set with revoked_at when the token was traded for a successor (not when the family was revoked) */
  rotated_at: Timestamp | null;
  /** when the family's first sign-in happened: the start of its absolute lifetime */
  family_started_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface EmailTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: EmailTokenPurpose;
  token_hash: string;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface SalespersonsTable {
  id: Generated<string>;
  name_key: string;
  first_name: string;
  last_name: string;
  full_name: string;
  referral_code: string;
  created_at: CreatedAt;
  last_updated: ColumnType<Date, Date | string | undefined, Date | string>;
  /** the account that claimed this record (product.md §9): one record an account, one account a record */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  claimed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Salespersons whose names became one key when keys were re-made (migration rekey_salesperson_names), for admins. */
export interface SalespersonKeyCollisionsTable {
  id: Generated<string>;
  name_key: string;
  salesperson_id: string;
  kept_salesperson_id: string;
  detected_at: CreatedAt;
}

/** An invitation to claim a salesperson record (product.md §9): the token's hash only; single use, 7 days. */
export interface SalespersonInvitesTable {
  id: Generated<string>;
  salesperson_id: string;
  email: string;
  token_hash: string;
  /** the administrator's e-mail */
  invited_by: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  used_by: string | null;
  /** set when a newer invite for the same record took its place */
  replaced_at: Timestamp | null;
}

/** The audit row of a merge: the deleted record as it was, the record it went into, who merged, what moved. */
export interface SalespersonMergesTable {
  id: Generated<string>;
  merged_id: string;
  merged_first_name: string;
  merged_last_name: string;
  merged_full_name: string;
  merged_referral_code: string;
  into_id: string | null;
  users_moved: number;
  payments_moved: number;
  merged_by: string;
  merged_at: CreatedAt;
}

export interface TiersTable {
  id: string;
  name: string;
  description: string;
  weekly_price_thebe: number;
  paypal_currency: string;
  paypal_amount: ColumnType<string, string, string>;
  yoco_amount_cents: number;
  sort: number;
  active: boolean;
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
}

/** Which plan of a tier (migration add_paypal_subscriptions): 2 weeks at 2 × the weekly price then weekly, or weekly only. */
export type PayPalPlanKind = 'first-cycle' | 'weekly';

/** A PayPal billing plan made once per tier, kind and weekly PayPal price. */
export interface PayPalPlansTable {
  id: Generated<string>;
  tier_id: string;
  kind: PayPalPlanKind;
  currency: string;
  weekly_amount_minor: number;
  paypal_product_id: string;
  paypal_plan_id: string;
  /** the PayPal account the plan was made at (paypalAccountKey) */
  paypal_account: ColumnType<string, string | undefined, string>;
  /** set when PayPal answered that it no longer knows the plan or its product */
  forgotten_at: Timestamp | null;
  created_at: CreatedAt;
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

/** PayPal's subscription states, as PayPal writes them. */
export type PayPalSubscriptionStatus = 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

/** A member's PayPal subscription: our record of PayPal's (status, next charge); its sales are payments rows. */
export interface SubscriptionsTable {
  id: Generated<string>;
  user_id: string | null;
  tier_id: string;
  paypal_subscription_id: string | null;
  paypal_plan_id: string;
  status: ColumnType<PayPalSubscriptionStatus, PayPalSubscriptionStatus | undefined, PayPalSubscriptionStatus>;
  currency: string;
  weekly_amount_minor: number;
  weekly_price_thebe: number;
  next_charge_at: Timestamp | null;
  last_event_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A member's device that opted in to Web Push (migration add_push_subscriptions); the endpoint is unique. */
export interface PushSubscriptionsTable {
  id: Generated<string>;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
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
  created_at: CreatedAt;
}

/** What a membership notice is about (product.md §8); an automatic charge's notice is its receipt. */
export type MemberNoticeKind = 'receipt' | 'ends-soon' | 'ended' | 'payment-failed';

/**
 * A membership notice, recorded once per (user_id, kind, key) before it is mailed (migration add_member_notices):
 * the key is the payment id of a receipt, the membership expiry instant (ISO, UTC) of an ends-soon or ended notice,
 * the stored webhook event id (webhook_events.id) of a payment-failed notice (migration widen_member_notice_kinds).
 */
export interface MemberNoticesTable {
  id: Generated<string>;
  user_id: string;
  kind: MemberNoticeKind;
  key: string;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
  /** when the pushes to the member's devices were queued, after the mail (migration add_member_notice_pushes_queued) */
  pushes_queued_at: Timestamp | null;
}

/** The last receipt number given per Gaborone year (migration add_member_notices). */
export interface ReceiptCountersTable {
  year: number;
  last_number: number;
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

/** A payout an admin recorded for one salesperson's month (migration add_salesperson_rollup). */
export interface SalespersonPayoutsTable {
  id: Generated<string>;
  salesperson_id: string;
  /** the Gaborone month it pays for, `YYYY-MM` */
  month: string;
  amount_thebe: number;
  reference: string;
  /** read as a Date at local midnight by pg; select it with to_char for the calendar date */
  paid_on: ColumnType<Date, string, string>;
  recorded_by: string | null;
  created_at: CreatedAt;
}

/**
 * Per salesperson and Gaborone month, kept by triggers in the transaction of every capture, refund, payout and
 * sign-up (migration add_salesperson_rollup says what counts where); never written by code.
 */
export interface SalespersonMonthTotalsTable {
  salesperson_id: string;
  month: string;
  signups: number;
  /** sales captured in the month */
  sales: number;
  /** sales refunded in full in the month */
  refunds: number;
  /** prices of sales captured less prices of sales refunded in full */
  revenue_thebe: number;
  /** commission of sales captured less the clawbacks of refunds recorded in the month */
  earnings_thebe: number;
  paid_out_thebe: number;
}

/** Per salesperson, Gaborone month and member, the member's sales captured that month and still captured. */
export interface SalespersonMonthMembersTable {
  salesperson_id: string;
  month: string;
  user_id: string;
  sales: number;
}

export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  salespersons: SalespersonsTable;
  salesperson_key_collisions: SalespersonKeyCollisionsTable;
  salesperson_invites: SalespersonInvitesTable;
  salesperson_merges: SalespersonMergesTable;
  salesperson_payouts: SalespersonPayoutsTable;
  salesperson_month_totals: SalespersonMonthTotalsTable;
  salesperson_month_members: SalespersonMonthMembersTable;
  tiers: TiersTable;
  payments: PaymentsTable;
  payment_refunds: PaymentRefundsTable;
  webhook_events: WebhookEventsTable;
  member_notices: MemberNoticesTable;
  receipt_counters: ReceiptCountersTable;
  paypal_plans: PayPalPlansTable;
  subscriptions: SubscriptionsTable;
  subscription_audit: SubscriptionAuditTable;
  push_subscriptions: PushSubscriptionsTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type EmailToken = Selectable<EmailTokensTable>;
export type Salesperson = Selectable<SalespersonsTable>;
export type Tier = Selectable<TiersTable>;
export type Payment = Selectable<PaymentsTable>;
export type PaymentRefund = Selectable<PaymentRefundsTable>;
