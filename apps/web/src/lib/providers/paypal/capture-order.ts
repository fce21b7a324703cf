import type { CaptureAnswer } from '@guidepass/domain/payments';
import type { Session } from '../../session/session-types.ts';

export function capturePaypalOrder(session: Session, orderId: string) {
  return session.call<CaptureAnswer>('/api/payments/paypal/capture', { method: 'POST', body: { orderId } });
}
