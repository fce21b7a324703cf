import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { TierId } from '@guidepass/domain/tiers';
import type { Session } from '../../../lib/session/session-types.ts';
import type { MobileMoneyStart } from '@guidepass/domain/mobile-money-start';

/** POST /api/payments/{provider} with `mobile`: the request goes to the member's phone (product.md §13). */
export function startMobilePayment(session: Session, provider: PaymentMethod, input: { selectedTierId: TierId; phone: string; operator: string }) {
  return session.call<MobileMoneyStart>(`/api/payments/${provider}`, {
    method: 'POST',
    body: { selectedTierId: input.selectedTierId, mobile: { phone: input.phone, operator: input.operator } },
  });
}
