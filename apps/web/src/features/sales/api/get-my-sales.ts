import type { Session } from '../../../lib/session/session-types.ts';

/** Counts and amounts over a span (a month or all time); amounts as labels in pula ("P114") and in thebe. */
export interface SalesFigures {
  signups: number;
  payingMembers: number;
  sales: number;
  earningsThebe: number;
  earnings: string;
}

/** GET /api/salesperson/me (product.md §9): the signed-in salesperson's link and figures. */
export interface MySales {
  id: string;
  fullName: string;
  referralCode: string;
  /** `APP_URL/?ref=<code>`. */
  referralUrl: string;
  /** The current Gaborone month; the API adds the month's payouts (product.md §9 names only the figures above). */
  month: SalesFigures & { paidOutThebe?: number; owedThebe?: number };
  allTime: SalesFigures & { paidOutThebe: number; owedThebe: number };
}

/** The salesperson record this account claimed, with its figures; 403 for an account that is no salesperson. */
export function getMySales(session: Session, signal?: AbortSignal) {
  return session.call<MySales>('/api/salesperson/me', { signal });
}
