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

/** One page of names to review: its rows, how many match in all, and how many a page holds. */
export interface SalespersonNamesPage {
  rows: SalespersonNameRow[];
  total: number;
  pageSize: number;
}

/** Page `page` (from 1) of the names to review whose name contains `search` (all when empty); the server pages. */
export function listSalespersonNames(session: Session, search: string, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page) });
  if (search.trim() !== '') query.set('search', search.trim());
  return session.call<SalespersonNamesPage>(`/api/admin/salesperson-names?${query.toString()}`, { signal });
}
