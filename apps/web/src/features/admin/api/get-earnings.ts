import type { Session } from '../../../lib/session/session-types.ts';

/** One salesperson's line in GET /admin/earnings (amounts as pula labels, e.g. "P760"). */
export interface EarningsRow {
  fullName: string;
  referralCode: string;
  sales: number;
  /** the sales' pula prices, e.g. "P760" */
  revenue: string;
  /** what the sales were charged in currencies other than pula (e.g. "US$56.20"); absent from an older answer */
  charged?: { currency: string; amountMinor: number; label: string }[];
  commission: string;
  commissionThebe: number;
}

export interface EarningsReport {
  /** `YYYY-MM`, a Gaborone calendar month. */
  month: string;
  salespersons: EarningsRow[];
}

/** The month's sales and commission per salesperson (administrators only). */
export function getEarnings(session: Session, month: string, signal?: AbortSignal) {
  return session.call<EarningsReport>(`/admin/earnings?month=${month}`, { signal });
}

/** The same month as a CSV file, opened with the admin cookie (a plain link: the browser downloads it). */
export const earningsCsvPath = (month: string) => `/admin/earnings.csv?month=${month}`;

/** The BullMQ dashboard, opened with the admin cookie. */
export const queueDashboardPath = '/admin/queues';
