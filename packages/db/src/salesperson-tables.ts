import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './column-types.ts';

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
  /** when it became a salesperson: created or confirmed by an admin, or claimed (product.md §14); null: a name to review */
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
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
