import { activatePayment, type ActivationResult } from './activate-payment.ts';
import { queueMemberNotices } from '@guidepass/jobs/queue-member-notices';
import { recordReceipt } from './receipts.ts';
import type { PaymentDeps } from './payment-deps.ts';

/**
 * Credits a payment on proof (activatePayment) and, when this call is the one that credited it, records its receipt
 * and queues the mail. A duplicate event or a retry credits nothing and so sends nothing. Should recording or
 * queueing fail, the credit stands and the notices sweep records the receipt a minute later.
 */
export async function creditPayment(deps: PaymentDeps, paymentId: string, captureRef: string): Promise<ActivationResult> {
  const result = await activatePayment(deps.db, paymentId, captureRef, deps.commissionRate);
  if (result !== 'activated') return result;
  try {
    const noticeId = await recordReceipt(deps.db, paymentId);
    if (noticeId && deps.notices) await queueMemberNotices(deps.notices, [noticeId]);
  } catch (error) {
    deps.logger.warn({ err: error, paymentId }, 'receipt not recorded or queued; the notices sweep will');
  }
  return result;
}
