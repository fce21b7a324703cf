import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { TierId } from '@guidepass/domain/tiers';
import type { Session } from '../../../lib/session/session-types.ts';

/** redirectUrl is the provider's hosted page; a missing one is reported to the user, not assumed away. */
export interface PaymentStartAnswer {
  redirectUrl?: string;
  /** Ours: the provider sends it back in the return address (`&method=…&paymentId=…`) to be confirmed. */
  paymentId?: string;
  /** The provider's own id (Yoco checkout id, DPO TransToken). */
  providerRef?: string;
  message?: string;
}

/** POST /api/payments/{provider}: the tier only, the server knows who is asking and what to charge (product.md §13). */
export function startPayment(session: Session, provider: PaymentMethod, input: { selectedTierId: TierId }) {
  return session.call<PaymentStartAnswer>(`/api/payments/${provider}`, { method: 'POST', body: { selectedTierId: input.selectedTierId } });
}
