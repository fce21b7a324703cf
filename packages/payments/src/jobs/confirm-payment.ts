import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import { paymentMethodLabels } from '@guidepass/domain/payment-providers';
import { applyPaymentEvent } from '../apply-payment-event.ts';
import { gatewayFor } from '../gateway-registry.ts';
import type { GatewayProof } from '../payment-gateway.ts';
import { findPayment } from '../payments-repository.ts';
import { amountMatches, type PaymentDeps } from '../payment-deps.ts';
import { creditPayment } from '../credit-payment.ts';
import { refundForDeletedAccount, withdrawForDeletedAccount } from './stop-charges-for-deleted-account.ts';

export type CaptureOutcome = 'activated' | 'already-captured' | 'pending' | 'failed' | 'not-approved' | 'unknown-payment' | 'refunded';

/**
 * Applies what a provider says about a payment, whichever provider: proof credits it, a hold marks it pending, a
 * failure fails it, the provider's time limit passing expires it. Proof and holds must state our amount and currency,
 * and any amount stated must be ours: a charge for another amount, or for none, is never proof. Proof for a payment
 * whose account is gone (user_id set null at deletion) credits nobody: the money is refunded at once (product.md §18).
 */
export async function applyProof(deps: PaymentDeps, paymentId: string, proof: GatewayProof): Promise<CaptureOutcome> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment) return 'unknown-payment';
  if (proof.kind === 'not-approved') return 'not-approved';
  if (proof.kind === 'expired') {
    await applyPaymentEvent(deps.db, paymentId, { type: 'expire' });
    return 'failed';
  }
  const needsAmount = proof.kind === 'paid' || proof.kind === 'held';
  if ((needsAmount || proof.amount) && !amountMatches(payment, proof.amount?.amountMinor, proof.amount?.currency)) {
    deps.logger.error({ paymentId, provider: payment.provider, proof }, 'charge amount absent or different from the payment; not activating');
    await applyPaymentEvent(deps.db, paymentId, { type: 'fail', reason: 'amount mismatch' });
    return 'failed';
  }
  switch (proof.kind) {
    case 'paid':
      return payment.user_id ? creditPayment(deps, paymentId, proof.ref) : refundForDeletedAccount(deps, payment, proof.ref);
    case 'held':
      await applyPaymentEvent(deps.db, paymentId, { type: 'hold', captureRef: proof.ref });
      return 'pending';
    case 'failed':
      await applyPaymentEvent(deps.db, paymentId, { type: 'fail', reason: proof.reason });
      return 'failed';
    default:
      return 'already-captured';
  }
}

/**
 * The one confirm job: after the member's return (or an admin's re-check, or an approval event) ask the payment's own
 * provider for proof through its gateway and apply it. `provider` is set by the old per-provider job kinds, which only
 * confirm a payment of theirs. A payment whose account was deleted is only read (a PayPal order is never captured
 * for an account that is gone): unpaid, it is withdrawn; paid, it is refunded (product.md §18).
 */
export async function confirmPayment(deps: PaymentDeps, paymentId: string, provider?: PaymentMethod): Promise<CaptureOutcome> {
  const payment = await findPayment(deps.db, paymentId);
  if (!payment || (provider && payment.provider !== provider) || !payment.provider_ref) return 'unknown-payment';
  if (payment.status === 'captured' || payment.status === 'refunded') return 'already-captured';
  const gateway = gatewayFor(deps, payment.provider);
  if (!gateway) throw new Error(`${paymentMethodLabels[payment.provider] ?? payment.provider} is not configured`);
  if (!payment.user_id) {
    const proof = await gateway.status(payment);
    return proof.kind === 'not-approved' ? withdrawForDeletedAccount(deps, gateway, payment) : applyProof(deps, paymentId, proof);
  }
  return applyProof(deps, paymentId, await gateway.confirm(payment));
}
