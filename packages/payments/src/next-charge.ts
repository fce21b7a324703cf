/**
 * When renewal next charges (product.md §14): PayPal's next_billing_time as last read (after every sale and status
 * event), never before the paid-through date — a time PayPal gives that falls before it (the moment of the first
 * payment, a stale read) is shown as the paid-through date, when the next week is due. PayPal counts in whole
 * seconds, so the comparison is to the second. None while PayPal names none.
 */
export function nextChargeOf(nextBilling: Date | null, paidThrough: Date | null): Date | null {
  if (nextBilling === null) return null;
  if (paidThrough === null) return nextBilling;
  return nextBilling.getTime() < Math.floor(paidThrough.getTime() / 1000) * 1000 ? paidThrough : nextBilling;
}
