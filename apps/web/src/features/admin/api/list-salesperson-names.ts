import type { Session } from '../../../lib/session/session-types.ts';

/** A name typed at sign-up that matches no salesperson (product.md §14), as GET /api/admin/salesperson-names lists it. */
export interface SalespersonNameRow {
  id: string;
  fullName: string;
  /** How many accounts typed it. */
  accounts: number;
  /** The e-mails of the first few of them. */
  accountEmails: string[];
  /** All time's credited sales, kept against the name. */
  sales: number;
}

/** The names to review whose name contains `search` (all when empty). */
export function listSalespersonNames(session: Session, search: string, signal?: AbortSignal) {
  const query = search.trim() === '' ? '' : `?search=${encodeURIComponent(search.trim())}`;
  return session.call<{ rows: SalespersonNameRow[] }>(`/api/admin/salesperson-names${query}`, { signal });
}
