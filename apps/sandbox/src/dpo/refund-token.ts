import { formatAmount, readFlag, readText, requireText } from './dpo-fields.ts';
import { requireTransaction, type DpoAnswer, type DpoRequest } from './dpo-request.ts';
import { dpoResults, otherError, resultFields } from './dpo-results.ts';
import { refundedMinor } from './transaction-status.ts';

function parseRefundAmount(text: string): number {
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) throw otherError('Invalid refund amount');
  const [whole = '0', fraction = ''] = text.split('.');
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor <= 0) throw otherError('Invalid refund amount');
  return minor;
}

/**
 * refundToken (providers.md §6.6): partial refunds add up to at most what was paid; more than what is left, or a
 * token not paid, is 999 with the reason. A fully refunded token refuses every further refund.
 */
export function refundToken(request: DpoRequest): DpoAnswer {
  const { api, state } = request;
  const transaction = requireTransaction(request, 'other-error');
  const amountMinor = parseRefundAmount(requireText(api, 'refundAmount'));
  const details = requireText(api, 'refundDetails');
  const ref = readText(api, 'refundRef') ?? '';
  readFlag(api, 'refundApproval', false);

  if (transaction.status !== 'paid') throw otherError('Transaction not paid - nothing to refund');
  const left = transaction.amountMinor - refundedMinor(transaction);
  if (left === 0) throw otherError('Transaction already fully refunded');
  if (amountMinor > left) {
    throw otherError(`Refund amount ${formatAmount(amountMinor)} exceeds the amount left to refund (${formatAmount(left)} ${transaction.currency})`);
  }
  transaction.refunds.push({ amountMinor, details, ref, at: state.settings.now() });
  return resultFields(dpoResults.refundSucceeded);
}
