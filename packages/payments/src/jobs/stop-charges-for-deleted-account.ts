import { activatePayment } from '../activate-payment.ts';
import { applyPaymentEvent } from '../apply-payment-event.ts';
import { applyRefund } from '../apply-refund.ts';
import { gatewayFor } from '../gateway-registry.ts';
import type { GatewayPayment, PaymentGateway } from '../payment-gateway.ts';
import type { PaymentDeps } from '../payment-deps.ts';

/** A payment row as the deleted-account steps need it. */
type OrphanPayment = GatewayPayment & { user_id: string | null };

/**
 * A payment that completed at its provider after its account was deleted (product.md §18): the money is given back at
 * once and recorded (the payment captured with no member to credit, then refunded in full, so the ledger shows both).
 * The refund's request id is fixed per payment, so a retry replays the provider's first answer.
 */
export async function refundForDeletedAccount(deps: PaymentDeps, payment: OrphanPayment, captureRef: string): Promise<'refunded' | 'already-captured'> {
  const gateway = gatewayFor(deps, payment.provider);
  if (!gateway) throw new Error(`${payment.provider} is not configured`);
  const { refundRef } = await gateway.refund(
    { ...payment, capture_ref: captureRef },
    { amountMinor: payment.amount_minor, reason: 'The account this payment was for has been deleted', requestId: `deleted-account-refund-${payment.id}` },
  );
  const activation = await activatePayment(deps.db, payment.id, captureRef, deps.commissionRate);
  await applyRefund(deps.db, payment.id, { refundRef, amountMinor: payment.amount_minor });
  deps.logger.warn({ paymentId: payment.id, provider: payment.provider, refundRef }, 'refunded a payment completed for a deleted account');
  return activation === 'activated' ? 'refunded' : 'already-captured';
}

/**
 * An open payment of a deleted account that its provider has not been paid for: it is withdrawn there (DPO cancels the
 * token; a PayPal order is simply never captured, a Yoco checkout left open and refunded should it be paid) and fails
 * here. A provider refusing (the token was paid meanwhile) throws, and the retry finds the payment paid and refunds it.
 */
export async function withdrawForDeletedAccount(deps: PaymentDeps, gateway: PaymentGateway, payment: OrphanPayment): Promise<'failed'> {
  const outcome = await gateway.withdraw(payment);
  await applyPaymentEvent(deps.db, payment.id, { type: 'fail', reason: `${outcome}: account deleted` });
  return 'failed';
}
