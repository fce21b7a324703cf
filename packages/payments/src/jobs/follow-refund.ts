import { DelayedError, type Job } from 'bullmq';
import { refundFollowUp, type PaymentJob } from '@guidepass/jobs';
import { applyRefund, queueRefundNotice } from '../apply-refund.ts';
import { gatewayFor } from '../gateway-registry.ts';
import { findPayment } from '../payments-repository.ts';
import { ProviderError } from '@guidepass/providers/provider-error';
import type { PaymentDeps } from '../payment-deps.ts';

type FollowJob = Extract<PaymentJob, { kind: 'follow-refund' }>;

export type RefundFollowOutcome = 'approved' | 'declined' | 'settled' | 'gave-up' | 'unknown-refund';

/**
 * A refund the provider holds for its checker (DPO verifyRefund 009, providers.md §6.8): the worker asks on the
 * `refundFollowUp` schedule. Approved (003), the take-back happens then, as for any refund (applyRefund: weeks,
 * commission, the member's notice); declined (008), nothing is taken back and the admin sees it declined. The job
 * stays one job: between asks it is moved back to delayed; after `giveUpAfterMs` the refund stays pending.
 */
export async function followRefund(deps: PaymentDeps, job: Job<PaymentJob>, token: string | undefined, now = Date.now()): Promise<RefundFollowOutcome> {
  const { refundCheckId } = job.data as FollowJob;
  const check = await deps.db.selectFrom('provider_refund_checks').selectAll().where('id', '=', refundCheckId).executeTakeFirst();
  if (!check) return 'unknown-refund';
  if (check.state !== 'pending') return 'settled';
  const payment = await findPayment(deps.db, check.payment_id);
  const gateway = payment ? gatewayFor(deps, payment.provider) : null;
  if (!payment || !gateway?.refundState) return 'unknown-refund';
  let state: Awaited<ReturnType<NonNullable<typeof gateway.refundState>>> = 'pending';
  try {
    state = await gateway.refundState(payment, check.position);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    deps.logger.warn({ err: error, refundCheckId }, 'refund state not read; asking again later');
  }
  const settled = state === 'pending' ? {} : { settled_at: new Date() };
  await deps.db.updateTable('provider_refund_checks').set({ state, checked_at: new Date(), ...settled }).where('id', '=', check.id).where('state', '=', 'pending').execute();
  if (state === 'approved') {
    await applyRefund(deps.db, check.payment_id, { refundRef: check.refund_ref, amountMinor: check.amount_minor });
    await queueRefundNotice(deps.db, deps.notices, { provider: payment.provider, refundRef: check.refund_ref }, deps.logger);
    return 'approved';
  }
  if (state === 'declined') return 'declined';
  const elapsed = now - new Date(check.created_at).getTime();
  if (elapsed >= refundFollowUp.giveUpAfterMs) return 'gave-up';
  await job.moveToDelayed(now + refundFollowUp.delayAfterMs(elapsed), token);
  throw new DelayedError();
}
