import type { Session } from '../../../lib/session/session-types.ts';

/**
 * One credited sale or refund; the member as a first name and an initial ("Kagiso M.", product.md §14) and as initials
 * with a masked e-mail ("K. M. · k***@gmail.com", for the CSV), never the e-mail.
 */
export interface LedgerRow {
  at: string;
  tierId: string;
  /** The tier's name; absent from a ledger kept offline by an older version. */
  tierName?: string;
  /** The pula price (a refund: its share of it), in thebe; absent from a ledger kept offline by an older version. */
  priceThebe?: number;
  /** What the member was charged, in `currency` ("14.80"), and in minor units (absent from an older ledger). */
  amount: string;
  amountMinor?: number;
  currency: string;
  /** Negative for a refund. */
  commissionThebe: number;
  kind: 'sale' | 'refund';
  member: string;
  /** Absent from a ledger kept offline by an older version: `member` then. */
  memberName?: string;
  /** how the member paid, named by the server (product.md §17): "Orange Money ·· 567"; absent in older answers */
  paidWith?: string;
}

/** The signed-in salesperson's sales and refunds in one Gaborone month (`YYYY-MM`). */
export function getMyLedger(session: Session, month: string, signal?: AbortSignal) {
  return session.call<{ rows: LedgerRow[] }>(`/api/salesperson/me/ledger?month=${month}`, { signal });
}
