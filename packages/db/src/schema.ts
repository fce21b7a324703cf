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

export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  salespersons: SalespersonsTable;
  salesperson_key_collisions: SalespersonKeyCollisionsTable;
  tiers: TiersTable;
  payments: PaymentsTable;
  payment_refunds: PaymentRefundsTable;
  webhook_events: WebhookEventsTable;
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
