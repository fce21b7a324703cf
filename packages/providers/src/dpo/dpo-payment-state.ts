import { minorOfDpoAmount } from './dpo-amount.ts';
import { textOf, type DpoAnswer } from './dpo-xml.ts';

/**
 * What a verifyToken answer says about a payment (providers.md §6.3): `paid` is proof; `pending` means ask again
 * later (until the payment time limit); the others are final at DPO, though a payment marked failed may still be
 * proven paid later.
 */
export type DpoPaymentState = 'paid' | 'pending' | 'failed' | 'expired' | 'cancelled';

/** The payment we created: only a 000 for exactly this is proof. Verify the token created for it, never one from a URL. */
export interface ExpectedDpoPayment {
  amountMinor: number;
  currency: string;
  /** our payment id, sent as CompanyRef */
  companyRef: string;
}

export type DpoMismatch = 'amount' | 'currency' | 'companyRef';

/** The verdict on one verifyToken answer, with the facts it rests on. */
export interface DpoVerification {
  state: DpoPaymentState;
  /** DPO's result code and its words */
  result: string;
  explanation: string;
  /** on a 000: what differs from the payment we created (then the state is failed, not paid) */
  mismatches: DpoMismatch[];
  /** the facts as DPO's answer gave them (null: absent or unreadable) */
  amountMinor: number | null;
  currency: string | null;
  /** only when the answer names one (verifyToken's does not) */
  companyRef: string | null;
  approval: string | null;
  customerName: string | null;
  customerPhone: string | null;
  fraudAlert: string | null;
}

/** verifyToken's codes other than 000 (§6.3); a code not listed here is not proof and is asked about again. */
export const dpoResultStates: Readonly<Record<string, Exclude<DpoPaymentState, 'paid'>>> = {
  '001': 'pending', // authorised, not charged
  '002': 'pending', // over- or under-paid
  '003': 'pending', // bank transfer pending
  '005': 'pending', // authorisation queued
  '007': 'pending', // split payment pending
  '900': 'pending', // not paid yet
  '901': 'failed', // declined
  '902': 'failed', // data mismatch
  '903': 'expired', // payment time limit passed
  '904': 'cancelled',
};

function mismatchesOf(answer: DpoAnswer, expected: ExpectedDpoPayment): DpoMismatch[] {
  const mismatches: DpoMismatch[] = [];
  if (minorOfDpoAmount(textOf(answer, 'TransactionAmount')) !== expected.amountMinor) mismatches.push('amount');
  if (textOf(answer, 'TransactionCurrency')?.toUpperCase() !== expected.currency.toUpperCase()) mismatches.push('currency');
  // verifyToken's answer names no CompanyRef (§6.3): the token, created for our CompanyRef and kept with the payment,
  // is the tie; an answer that does name one (a notification, another API version) must name ours
  const companyRef = textOf(answer, 'CompanyRef');
  if (companyRef !== undefined && companyRef !== expected.companyRef) mismatches.push('companyRef');
  return mismatches;
}

/** Reads a verifyToken answer against the payment we created: paid only on 000 with our amount, currency and CompanyRef. */
export function dpoVerificationOf(answer: DpoAnswer, expected: ExpectedDpoPayment): DpoVerification {
  const result = textOf(answer, 'Result') ?? '';
  const mismatches = result === '000' ? mismatchesOf(answer, expected) : [];
  const state: DpoPaymentState = result === '000' ? (mismatches.length ? 'failed' : 'paid') : (dpoResultStates[result] ?? 'pending');
  const text = (name: string) => textOf(answer, name) || null;
  return {
    state,
    result,
    explanation: textOf(answer, 'ResultExplanation') ?? '',
    mismatches,
    amountMinor: minorOfDpoAmount(textOf(answer, 'TransactionAmount')),
    currency: text('TransactionCurrency'),
    companyRef: text('CompanyRef'),
    approval: text('TransactionApproval'),
    customerName: text('CustomerName'),
    customerPhone: text('CustomerPhone'),
    fraudAlert: text('FraudAlert'),
  };
}
