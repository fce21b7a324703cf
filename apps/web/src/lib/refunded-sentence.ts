import { paymentWayMessages } from '@guidepass/texts/en/payment-way-messages';
import { formatDayMonth, formatPula } from '@guidepass/texts/format';

/**
 * What a member whose membership a refund ended reads (product.md §17), never "expired" or "no membership yet":
 * "Your payment of P100 on 29 November was refunded; your membership ended on 29 November."
 */
export function refundedSentence(refund: { priceThebe: number; paidAt: string }, endedAt: string | null, now: Date = new Date()): string {
  return paymentWayMessages.outcomeRefunded(formatPula(refund.priceThebe), formatDayMonth(new Date(refund.paidAt)), formatDayMonth(endedAt ? new Date(endedAt) : now));
}
