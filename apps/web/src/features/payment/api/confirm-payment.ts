import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { CaptureAnswer } from '@guidepass/domain/payments';
import type { Session } from '../../../lib/session/session-types.ts';

/** POST /api/payments/{provider}/confirm: the server asks the provider about the payment it stored (product.md §13). */
export function confirmPayment(session: Session, provider: PaymentMethod, paymentId: string) {
  return session.call<CaptureAnswer>(`/api/payments/${provider}/confirm`, { method: 'POST', body: { paymentId } });
}
