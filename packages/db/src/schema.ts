import type { Insertable, Selectable, Updateable } from 'kysely';
import type { EmailTokensTable, IdentitiesTable, SessionsTable, UsersTable } from './account-tables.ts';
import type { SalespersonInvitesTable, SalespersonKeyCollisionsTable, SalespersonMergesTable, SalespersonMonthMembersTable, SalespersonMonthTotalsTable, SalespersonPayoutsTable, SalespersonsTable } from './salesperson-tables.ts';
import type { ProviderRefundChecksTable } from './payment-tables.ts';
import type { MobileMoneyNumbersTable, PaymentRefundsTable, PaymentsTable, SubscriptionAuditTable, TierPricesTable, TiersTable, WebhookEventsTable } from './payment-tables.ts';
import type { MemberNoticesTable, PushSubscriptionsTable, ReceiptCountersTable } from './notice-tables.ts';

/**
 * The table types of the database, the one place they are written down (migrations/ is the truth they follow); each
 * area's tables are in its own file. A provider's tables are in its folder (`src/<provider>/`), which adds them to
 * this interface itself (declaration merging), so this file names no provider.
 */
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
  tier_prices: TierPricesTable;
  payments: PaymentsTable;
  payment_refunds: PaymentRefundsTable;
  provider_refund_checks: ProviderRefundChecksTable;
  webhook_events: WebhookEventsTable;
  member_notices: MemberNoticesTable;
  receipt_counters: ReceiptCountersTable;
  subscription_audit: SubscriptionAuditTable;
  push_subscriptions: PushSubscriptionsTable;
  mobile_money_numbers: MobileMoneyNumbersTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type EmailToken = Selectable<EmailTokensTable>;
export type Salesperson = Selectable<SalespersonsTable>;
export type Tier = Selectable<TiersTable>;
export type TierPrice = Selectable<TierPricesTable>;
export type Payment = Selectable<PaymentsTable>;
export type PaymentRefund = Selectable<PaymentRefundsTable>;
