/**
 * The pauses between reads that wait for a payment to land, after the first read: the original reads now, after 3 s
 * and after another 5 s. A provider's return (features/payment use-payment-return.ts) and a mobile-money approval
 * (use-mobile-approval.ts, which goes on every last pause) both read on it.
 */
export const paymentReadDelaysMs: readonly number[] = [3_000, 5_000];
