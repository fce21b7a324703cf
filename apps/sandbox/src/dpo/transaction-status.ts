import { dpoResults, otherError, type DpoResult } from './dpo-results.ts';
import type { Transaction, TransactionStatus } from './transaction-store.ts';

export function isExpired(transaction: Transaction, now: number): boolean {
  return now >= transaction.expiresAt;
}

/** Paid and cancelled stand; anything else becomes "time limit passed" once the PTL is over. */
export function isFinal(transaction: Transaction, now: number): boolean {
  return transaction.status === 'paid' || transaction.status === 'cancelled' || isExpired(transaction, now);
}

const resultOfStatus: Record<TransactionStatus, DpoResult> = {
  open: dpoResults.notPaidYet,
  authorised: dpoResults.authorised,
  'over-or-under-paid': dpoResults.overOrUnderPaid,
  'pending-bank': dpoResults.pendingBank,
  'queued-authorisation': dpoResults.queuedAuthorisation,
  'pending-split': dpoResults.pendingSplit,
  declined: dpoResults.declined,
  paid: dpoResults.paid,
  cancelled: dpoResults.cancelled,
};

/** What verifyToken answers for the token now. */
export function verifyResult(transaction: Transaction, now: number): DpoResult {
  if (transaction.status === 'paid' || transaction.status === 'cancelled') return resultOfStatus[transaction.status];
  if (isExpired(transaction, now)) return dpoResults.timeLimitPassed;
  return resultOfStatus[transaction.status];
}

/** The intermediate states a control may put an unpaid token in, by the code verifyToken then answers. */
export const controllableStatuses: Record<string, TransactionStatus> = {
  '001': 'authorised',
  '002': 'over-or-under-paid',
  '003': 'pending-bank',
  '005': 'queued-authorisation',
  '007': 'pending-split',
};

/** Refuses (999) anything a member could no longer pay: paid, cancelled or past its time limit. */
export function assertPayable(transaction: Transaction, now: number): void {
  if (transaction.status === 'paid') throw otherError('Transaction already paid');
  if (transaction.status === 'cancelled') throw otherError('Transaction cancelled');
  if (isExpired(transaction, now)) throw otherError(dpoResults.timeLimitPassed[1]);
}

export function refundedMinor(transaction: Transaction): number {
  // a refund the checker declined gave nothing back
  return transaction.refunds.reduce((sum, refund) => sum + (refund.status === 'declined' ? 0 : refund.amountMinor), 0);
}
