import type { Session } from '../../../lib/session/session-types.ts';

export interface PayoutInput {
  /** `YYYY-MM`, the Gaborone month the payout settles. */
  month: string;
  amountThebe: number;
  reference: string;
}

/** Records money paid to a salesperson for a month: owed = earned − paid out. */
export function recordPayout(session: Session, id: string, body: PayoutInput) {
  return session.call<unknown>(`/api/admin/salespersons/${encodeURIComponent(id)}/payouts`, { method: 'POST', body });
}
