import type { PaymentState } from '@guidepass/domain/payments';

/** States in which money moved: the payments that are receipts. */
const completed: readonly PaymentState[] = ['captured', 'refunded'];

/**
 * What My membership lists of a member's payments, newest first (product.md §17): the ones that moved money, and at
 * most one attempt that never completed, the latest, and only while it is the newest of all (it shows as "Not
 * completed"); abandoned, declined and withdrawn attempts before it are not receipts.
 */
export function receiptsShown<P extends { status: string }>(newestFirst: readonly P[]): P[] {
  return newestFirst.filter((payment, index) => completed.includes(payment.status as PaymentState) || index === 0);
}
