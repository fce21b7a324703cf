import { requireText } from './dpo-fields.ts';
import type { DpoCompany } from './dpo-options.ts';
import { dataMismatch, otherError } from './dpo-results.ts';
import type { DpoState } from './dpo-state.ts';
import type { XmlNode } from './dpo-xml.ts';
import type { Transaction } from './transaction-store.ts';

/** One API request after the envelope checks (804, 801, 802, 803): whose it is and what it says. */
export interface DpoRequest {
  state: DpoState;
  company: DpoCompany;
  /** The children of `<API3G>`. */
  api: XmlNode;
}

/** A request's answer after `<API3G>`, in order; refusals are thrown as DpoRefusal instead. */
export type DpoAnswer = XmlNode;

export type DpoHandler = (request: DpoRequest) => DpoAnswer;

export type UnknownTokenAnswer = 'data-mismatch' | 'other-error';

/**
 * The company's transaction named by `<TransactionToken>` (950 when absent). A token that does not exist, or is
 * another company's, is not told apart: verifyToken answers 902 for it, the other requests 999.
 */
export function requireTransaction({ state, company, api }: DpoRequest, unknown: UnknownTokenAnswer): Transaction {
  const token = requireText(api, 'TransactionToken');
  const transaction = state.transactions.find(token.toUpperCase());
  if (transaction && transaction.companyToken === company.companyToken) return transaction;
  throw unknown === 'data-mismatch' ? dataMismatch('TransactionToken') : otherError('Transaction token does not exist');
}
