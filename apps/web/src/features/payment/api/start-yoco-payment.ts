import type { TierId } from '@guidepass/domain/tiers';
import type { Session } from '../../../lib/session/session-types.ts';

/** redirectUrl is Yoco's hosted checkout page; a missing one is reported to the user, not assumed away. */
export interface YocoStartAnswer {
  redirectUrl?: string;
  paymentId?: string;
  message?: string;
}

export function startYocoPayment(session: Session, input: { selectedTierId: TierId; userId?: string | undefined }) {
  return session.call<YocoStartAnswer>('/api/payments/yoco', {
    method: 'POST',
    body: { selectedTierId: input.selectedTierId, paymentMethod: 'card', userId: input.userId },
  });
}
