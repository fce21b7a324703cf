import type { Session } from '../../../lib/session/session-types.ts';

/** A salesperson's figures for one Gaborone month (amounts in thebe). */
export interface SalespersonMonth {
  label: string;
  signups: number;
  payingMembers: number;
  sales: number;
  earningsThebe: number;
  paidOutThebe: number;
  /** Earned − paid out. */
  owedThebe: number;
}

/** A salesperson as GET /api/salespersons?month= lists them (administrators only). */
export interface SalespersonListRow {
  id: string;
  fullName: string;
  referralCode: string;
  /** `APP_URL/?ref=<code>`, to hand over with its QR code */
  referralUrl: string;
  /** Whether an account claimed the record. */
  claimed: boolean;
  /** The address of a pending (unclaimed) invite, if any. */
  invitedEmail: string | null;
  month: SalespersonMonth;
  /** Every month so far: what is owed in all is what a payout usually settles. */
  allTime: { sales: number; earningsThebe: number; paidOutThebe: number; owedThebe: number };
}

/** Every salesperson record with its id, its account state and the figures of `month` (`YYYY-MM`, Gaborone). */
export function listSalespersons(session: Session, month: string, signal?: AbortSignal) {
  return session.call<SalespersonListRow[]>(`/api/salespersons?month=${month}`, { signal });
}
