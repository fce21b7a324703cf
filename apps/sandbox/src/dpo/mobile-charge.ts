import type { DpoCompany } from './dpo-options.ts';
import { otherError } from './dpo-results.ts';
import type { DpoState } from './dpo-state.ts';
import { botswanaCountry, isMobileOperator, mobileWallets, normaliseBotswanaMobile, type MobileOperator } from './mobile-wallets.ts';
import { declineTransaction, payTransaction } from './settle-transaction.ts';
import { customerName } from './transaction-details.ts';
import type { MobileCharge, Transaction } from './transaction-store.ts';
import { assertPayable, isFinal } from './transaction-status.ts';

export interface MobileChargeRequest {
  phone: string;
  /** the wallet (hosted page) or, with byMno, ChargeTokenMobile's MNO value */
  operator: string;
  country: string;
  byMno?: boolean;
}

/** The operator if this company's terminal has it (999 otherwise: MNO values are per merchant at DPO). */
export function companyOperator(company: DpoCompany, operator: string): MobileOperator {
  const value = operator.trim().toLowerCase();
  if (!isMobileOperator(value) || !company.mobileOperators.includes(value)) {
    throw otherError(`Mobile network operator ${JSON.stringify(operator)} is not available for this merchant`);
  }
  return value;
}

/**
 * ChargeTokenMobile's MNO: the value exactly as DPO set it on this company's terminal (providers.md §6.8; "orange" is
 * not "Orange"), else 999 as for an operator the terminal does not have.
 */
export function companyOperatorByMno(company: DpoCompany, mno: string): MobileOperator {
  const found = company.mobileOperators.find((operator) => mobileWallets[operator].mno === mno);
  if (!found) throw otherError(`Mobile network operator ${JSON.stringify(mno)} is not available for this merchant`);
  return found;
}

/**
 * Sends the payment request to the member's phone (ChargeTokenMobile and the hosted page's mobile tab). A second
 * request replaces one still pending. What the phone does next is played by POST /dpo/_control/mobile/{TransToken}.
 */
export function startMobileCharge(state: DpoState, company: DpoCompany, transaction: Transaction, request: MobileChargeRequest): MobileCharge {
  assertPayable(transaction, state.settings.now());
  const operator = request.byMno ? companyOperatorByMno(company, request.operator) : companyOperator(company, request.operator);
  if (request.country.trim().toLowerCase() !== botswanaCountry.name) throw otherError(`Country ${JSON.stringify(request.country)} is not available for this merchant`);
  const phone = normaliseBotswanaMobile(request.phone);
  if (!phone) throw otherError('Invalid phone number: expected a Botswana mobile number, 267 then 8 digits starting with 7');
  const charge: MobileCharge = { phone, operator, status: 'pending', requestedAt: state.settings.now() };
  transaction.mobile = charge;
  return charge;
}

export type PhoneOutcome = 'approved' | 'declined' | 'timeout';

export const phoneOutcomes: readonly PhoneOutcome[] = ['approved', 'declined', 'timeout'];

/**
 * What the member does on the phone. Approved pays (000, notification); declined is 901 until another attempt;
 * timeout leaves the token unpaid (900) until the time limit passes (903). Returns a problem when nothing is pending.
 */
export function settleMobileCharge(state: DpoState, transaction: Transaction, outcome: PhoneOutcome): string | undefined {
  const charge = transaction.mobile;
  if (!charge || charge.status !== 'pending') return 'no payment request is waiting on a phone for this token';
  if (isFinal(transaction, state.settings.now())) return 'the token is paid, cancelled or past its payment time limit';
  if (outcome === 'approved') {
    charge.status = 'approved';
    payTransaction(state, transaction, { method: 'mobile', customerName: customerName(transaction), phone: charge.phone });
  } else if (outcome === 'declined') {
    charge.status = 'declined';
    declineTransaction(transaction, `Declined on the phone (${mobileWallets[charge.operator].walletName})`);
  } else {
    charge.status = 'timeout';
  }
  return undefined;
}
