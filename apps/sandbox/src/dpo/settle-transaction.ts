import { newAccRef, newApproval } from './dpo-ids.ts';
import { dpoResults, resultFields } from './dpo-results.ts';
import type { DpoState } from './dpo-state.ts';
import { buildApi3g } from './dpo-xml.ts';
import type { Notice } from './notification-delivery.ts';
import { transactionDetails } from './transaction-details.ts';
import type { Payment, Transaction } from './transaction-store.ts';

/**
 * The pushPayments body as DPO documents it: the paid notification, XML, unsigned. TransactionRef is the CompanyRef
 * we sent; there is no CompanyRef element (providers.md §6.8).
 */
export function notificationBody(transaction: Transaction): string {
  return buildApi3g({
    ...resultFields(dpoResults.paid),
    TransactionToken: transaction.token,
    TransactionRef: transaction.companyRef,
    ...transactionDetails(transaction),
  });
}

/** Queues the notification to the company's portal URL; false when none is set (nothing is sent, as at DPO). */
export function notify(state: DpoState, transaction: Transaction, reason: Notice['reason']): boolean {
  const url = state.company(transaction.companyToken)?.notificationUrl;
  if (!url) return false;
  state.notifications.enqueue({
    transactionToken: transaction.token,
    companyRef: transaction.companyRef,
    url,
    body: notificationBody(transaction),
    reason,
  });
  return true;
}

type PaidWith = Omit<Payment, 'approval' | 'paidAt' | 'accRef'>;

/** The member paid (card approved or phone approved): verifyToken answers 000 and the notification goes out. */
export function payTransaction(state: DpoState, transaction: Transaction, paidWith: PaidWith): void {
  transaction.status = 'paid';
  delete transaction.declineReason;
  transaction.payment = { ...paidWith, approval: newApproval(), paidAt: state.settings.now(), accRef: newAccRef() };
  notify(state, transaction, 'paid');
}

/** A declined attempt: verifyToken answers 901 until the member pays another way or the time limit passes. */
export function declineTransaction(transaction: Transaction, reason: string): void {
  transaction.status = 'declined';
  transaction.declineReason = reason;
}
