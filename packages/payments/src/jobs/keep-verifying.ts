import { enqueuePaymentJob } from '../enqueue-payment-job.ts';
import { gatewayFor } from '../gateway-registry.ts';
import { findPayment } from '../payments-repository.ts';
import type { PaymentDeps } from '../payment-deps.ts';

/**
 * A confirm found the payment not paid yet at a provider whose payments stay payable for a while (DPO: 900, 003 or
 * 007 on a card's return, providers.md §6.8). Pending is not final: the payment stays as it is and the worker keeps
 * asking with backoff until the provider's time limit (PTL) has passed, as for a phone's approval
 * (await-mobile-approval.ts, the same one job per payment), then expires it if still unpaid.
 */
export async function keepVerifying(deps: PaymentDeps, paymentId: string, requestId?: string): Promise<void> {
  const payment = await findPayment(deps.db, paymentId);
  const limitMinutes = payment ? gatewayFor(deps, payment.provider)?.pendingLimitMinutes : undefined;
  if (!payment || limitMinutes === undefined || !deps.payments) return;
  const until = new Date(new Date(payment.created_at).getTime() + limitMinutes * 60_000).toISOString();
  await enqueuePaymentJob(deps.payments, { kind: 'await-mobile-approval', paymentId, until, ...(requestId ? { requestId } : {}) });
}
