import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { TiersAnswer } from '@guidepass/domain/payments';
import type { Session } from './session/session-types.ts';

/**
 * The provider whose mobile money the app offers: the first the server says can charge a phone; null, none (also for
 * a tiers answer kept from before the server said so).
 */
export function mobileMoneyProvider(answer: Pick<TiersAnswer, 'mobileMoney'>): PaymentMethod | null {
  return answer.mobileMoney?.[0] ?? null;
}

/** GET /api/payments/{id}: where the payment is now. */
export function readPaymentStatus(session: Session, paymentId: string, signal?: AbortSignal) {
  return session.call<{ status: string }>(`/api/payments/${paymentId}`, { signal });
}

/** GET /api/payments/{provider}/mobile: the wallets the account offers (never a list of ours), and the number used last. */
export interface MobileOptions {
  operators: string[];
  timeLimitMinutes: number;
  remembered: { phone: string; operator: string } | null;
}

export function getMobileOptions(session: Session, provider: PaymentMethod, signal?: AbortSignal) {
  return session.call<MobileOptions>(`/api/payments/${provider}/mobile`, { signal });
}
