import type { CaptureAnswer } from '@guidepass/domain/payments';
import type { Session } from '../../../lib/session/session-types.ts';

export function captureYocoPayment(session: Session, paymentId: string) {
  return session.call<CaptureAnswer>('/api/payments/yoco/capture', { method: 'POST', body: { paymentId } });
}
