import { requireTransaction, type DpoAnswer, type DpoRequest } from './dpo-request.ts';
import { dpoResults, otherError, resultFields } from './dpo-results.ts';
import { isExpired } from './transaction-status.ts';

/** cancelToken (providers.md §6.6, §6.8): 000 "Token been updated to status cancelled", or 999 with the reason; a paid token stays paid. */
export function cancelToken(request: DpoRequest): DpoAnswer {
  const transaction = requireTransaction(request, 'other-error');
  if (transaction.status === 'paid') throw otherError('Transaction already paid - a paid transaction cannot be cancelled');
  if (transaction.status === 'cancelled') throw otherError('Transaction already cancelled');
  if (isExpired(transaction, request.state.settings.now())) throw otherError(dpoResults.timeLimitPassed[1]);
  transaction.status = 'cancelled';
  if (transaction.mobile?.status === 'pending') transaction.mobile.status = 'timeout';
  return resultFields(dpoResults.cancelSucceeded);
}
