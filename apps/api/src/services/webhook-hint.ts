import type { Db, PaymentProvider } from '@guidepass/db';
import type { GatewayEvent } from '@guidepass/payments/payment-gateway';
import { findPaymentByProviderRef } from '@guidepass/payments/payments-repository';

/**
 * Whether an unsigned event (a hint, such as DPO's notification) is worth keeping: it must ask for a confirm of a
 * payment of ours by the provider's reference, agree with our id for it where it gives one, and the payment must
 * still be unpaid. Anything else changes nothing and is not stored, so strangers cannot fill the table.
 */
export async function hintNamesUnpaidPayment(db: Db, provider: PaymentProvider, event: GatewayEvent): Promise<boolean> {
  if (event.kind !== 'confirm' || typeof event.payment.providerRef !== 'string') return false;
  const payment = await findPaymentByProviderRef(db, provider, event.payment.providerRef);
  if (!payment) return false;
  if (event.payment.paymentId !== undefined && event.payment.paymentId !== payment.id) return false;
  return payment.status !== 'captured' && payment.status !== 'refunded';
}
