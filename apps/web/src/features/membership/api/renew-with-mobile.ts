import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { Session } from '../../../lib/session/session-types.ts';
import type { MobileMoneyStart } from '@guidepass/domain/mobile-money-start';

/** POST /api/membership/renew/mobile: Renew now in one tap, the request sent to the number used last (product.md §13). */
export function renewWithMobile(session: Session, provider: PaymentMethod) {
  return session.call<MobileMoneyStart>('/api/membership/renew/mobile', { method: 'POST', body: { provider } });
}
