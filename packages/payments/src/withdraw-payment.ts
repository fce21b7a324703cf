import type { Executor } from '@guidepass/db';
import type { PaymentState } from '@guidepass/domain/payments';
import { applyPaymentEvent } from './apply-payment-event.ts';
import type { GatewayPayment, GatewayWithdrawal, PaymentGateway } from './payment-gateway.ts';

/** A withdrawn payment: its new state (cancelled) and what the provider did (closed it, or has no way to). */
export interface Withdrawn {
  status: PaymentState;
  withdrawal: GatewayWithdrawal;
}

/**
 * "Pay another way" (product.md §17): closes an opened, unpaid payment at its provider (DPO cancelToken: the request on
 * the member's phone can no longer be approved), then moves it to cancelled through the transition table. Answers null
 * when the payment is no longer open here (paid, failed, expired, withdrawn before). A provider that refuses (the
 * payment is paid there) or does not answer throws its ProviderError and nothing changes here.
 */
export async function withdrawPayment(db: Executor, gateway: PaymentGateway | null, payment: GatewayPayment & { status: PaymentState }): Promise<Withdrawn | null> {
  if (payment.status !== 'created') return null;
  // Never opened at the provider (no reference yet), or its provider no longer configured: nothing there to close.
  const withdrawal = payment.provider_ref && gateway ? await gateway.withdraw(payment) : 'withdrawn';
  const moved = await applyPaymentEvent(db, payment.id, { type: 'withdraw' });
  return moved ? { status: moved.status, withdrawal } : null;
}
