import type { Session } from '../../../lib/session/session-types.ts';

/** POST /api/payments/{id}/withdraw: "Pay another way" withdraws the request waiting on the member's phone (product.md §17). */
export function withdrawPayment(session: Session, paymentId: string) {
  return session.call<{ status: string; withdrawal: 'withdrawn' | 'left-open' }>(`/api/payments/${paymentId}/withdraw`, { method: 'POST' });
}
