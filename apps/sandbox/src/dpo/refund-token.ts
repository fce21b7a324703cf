import { formatAmount, readFlag, readText, requireText } from './dpo-fields.ts';
import { requireTransaction, type DpoAnswer, type DpoRequest } from './dpo-request.ts';
import { dpoResults, missingField, otherError, resultFields } from './dpo-results.ts';
import { dpoDate } from './transaction-details.ts';
import type { Refund, Transaction } from './transaction-store.ts';
import { refundedMinor } from './transaction-status.ts';

function parseRefundAmount(text: string): number {
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) throw otherError('Invalid refund amount');
  const [whole = '0', fraction = ''] = text.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor <= 0) throw otherError('Invalid refund amount');
  return minor;
}

/**
 * refundToken (providers.md §6.6, §6.8): partial refunds add up to at most what was paid; more than what is left, or a
 * token not paid, is 999 with the reason. A fully refunded token refuses every further refund. With refundApproval 1
 * (or the refundChecker control) the refund waits for DPO's checker: verifyRefund says 009 until it is settled.
 */
export function refundToken(request: DpoRequest): DpoAnswer {
  const { api, state } = request;
  const transaction = requireTransaction(request, 'other-error');
  const amountMinor = parseRefundAmount(requireText(api, 'refundAmount'));
  const details = requireText(api, 'refundDetails');
  const ref = readText(api, 'refundRef') ?? '';
  const checked = readFlag(api, 'refundApproval', false) || state.controls.refundChecker;

  if (transaction.status !== 'paid') throw otherError('Transaction not paid - nothing to refund');
  const left = transaction.amountMinor - refundedMinor(transaction);
  if (left === 0) throw otherError('Transaction already fully refunded');
  if (amountMinor > left) {
    throw otherError(`Refund amount ${formatAmount(amountMinor)} exceeds the amount left to refund (${formatAmount(left)} ${transaction.currency})`);
  }
  transaction.refunds.push({ amountMinor, details, ref, at: state.settings.now(), status: checked ? 'pending' : 'approved' });
  return resultFields(dpoResults.refundSucceeded);
}

const refundCodes = {
  approved: dpoResults.refundApproved,
  declined: dpoResults.refundDeclined,
  pending: dpoResults.refundPending,
} as const;

function refundEntry(refund: Refund) {
  const [code, status] = refundCodes[refund.status];
  const time = new Date(refund.at).toISOString().slice(11, 19);
  return { Code: code, RefundStatus: status, RefundDate: `${dpoDate(refund.at).replace(/\//g, '-')} ${time}`, RefundAmount: formatAmount(refund.amountMinor) };
}

/**
 * verifyRefund (providers.md §6.8), by TransactionToken or TransRef: `<Code>000</Code>` "Results Found" and every
 * refund of the token, oldest first, each with its own Code (003 approved, 008 declined, 009 manual pending);
 * 999 when the token has none.
 */
export function verifyRefund(request: DpoRequest): DpoAnswer {
  const { api, state, company } = request;
  let transaction: Transaction | undefined;
  if (api.TransactionToken !== undefined) transaction = requireTransaction(request, 'other-error');
  else {
    const transRef = readText(api, 'TransRef');
    if (!transRef) throw missingField('TransactionToken');
    transaction = state.transactions.withTransRef(company.companyToken, transRef);
    if (!transaction) throw otherError('Transaction does not exist');
  }
  if (transaction.refunds.length === 0) throw otherError('No refunds found for this transaction');
  const [code, explanation] = dpoResults.refundsFound;
  return { Code: code, Explanation: explanation, Refunds: { Refund: transaction.refunds.map(refundEntry) } };
}
