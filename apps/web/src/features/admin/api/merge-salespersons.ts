import type { Session } from '../../../lib/session/session-types.ts';

/** Moves a salesperson's members and sales to `intoId` and deletes the record (an audit row stays). */
export function mergeSalespersons(session: Session, id: string, intoId: string) {
  return session.call<{ id: string; fullName: string }>(`/api/admin/salespersons/${encodeURIComponent(id)}/merge`, { method: 'POST', body: { intoId } });
}
