import { readFlag, readText } from './dpo-fields.ts';
import { requireTransaction, type DpoAnswer, type DpoRequest } from './dpo-request.ts';
import { dataMismatch, missingField, resultFields } from './dpo-results.ts';
import { transactionDetails } from './transaction-details.ts';
import type { Transaction } from './transaction-store.ts';
import { verifyResult } from './transaction-status.ts';

/** By CompanyRef alone: the paid token of that reference if there is one, else the newest. */
function findByCompanyRef(request: DpoRequest, companyRef: string): Transaction {
  const candidates = request.state.transactions.withCompanyRef(request.company.companyToken, companyRef);
  const found = candidates.find((candidate) => candidate.status === 'paid') ?? candidates.at(-1);
  if (!found) throw dataMismatch('CompanyRef');
  return found;
}

/**
 * verifyToken (providers.md §6.3), by TransactionToken, CompanyRef or both; with both they must belong together
 * (902 CompanyRef otherwise), which is how a client checks the token is the payment it created.
 */
export function verifyToken(request: DpoRequest): DpoAnswer {
  const { api, state } = request;
  const token = readText(api, 'TransactionToken') ?? '';
  const companyRef = readText(api, 'CompanyRef') ?? '';
  if (token === '' && companyRef === '') throw missingField('TransactionToken');
  readFlag(api, 'VerifyTransaction', true);

  let transaction: Transaction;
  if (token !== '') {
    transaction = requireTransaction(request, 'data-mismatch');
    if (companyRef !== '' && transaction.companyRef !== companyRef) throw dataMismatch('CompanyRef');
  } else {
    transaction = findByCompanyRef(request, companyRef);
  }
  return { ...resultFields(verifyResult(transaction, state.settings.now())), ...transactionDetails(transaction) };
}
