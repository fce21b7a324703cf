import type { Session } from '../../../lib/session/session-types.ts';

/** One credited sale or refund; the member only as initials and a masked e-mail ("K. M. · k***@gmail.com"). */
export interface LedgerRow {
  at: string;
  tierId: string;
  /** What the member was charged, in `currency` ("14.80"). */
  amount: string;
  currency: string;
  /** Negative for a refund. */
  commissionThebe: number;
  kind: 'sale' | 'refund';
  member: string;
}

/** The signed-in salesperson's sales and refunds in one Gaborone month (`YYYY-MM`). */
export function getMyLedger(session: Session, month: string, signal?: AbortSignal) {
  return session.call<{ rows: LedgerRow[] }>(`/api/salesperson/me/ledger?month=${month}`, { signal });
}
