import type { ColumnType, Generated } from 'kysely';
import type { MembershipPaymentState } from '@guidepass/domain/profile';
import type { CreatedAt, Timestamp } from './column-types.ts';

export type IdentityProvider = 'google' | 'facebook';
export type EmailTokenPurpose = 'verify' | 'reset';
export type ReferralSource = 'signup-form' | 'referral-code' | 'google' | 'facebook';

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
  /** the language of the member's mails and pushes, a code of @guidepass/texts' languages (migration add_user_language) */
  language: ColumnType<string, string | undefined, string>;
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
