import type { MobileOperator } from './mobile-wallets.ts';

/**
 * Where a token stands at DPO. `declined` is not final: the member may try another card or charge the phone again
 * until the payment time limit. The states between (authorised … pending-split) are reached only through the
 * control POST /dpo/_control/result/{TransToken}.
 */
export type TransactionStatus =
  | 'open'
  | 'authorised'
  | 'over-or-under-paid'
  | 'pending-bank'
  | 'queued-authorisation'
  | 'pending-split'
  | 'declined'
  | 'paid'
  | 'cancelled';

export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dialCode: string;
  country: string;
}

export interface Service {
  type: string;
  description: string;
  date: string;
}

export interface Payment {
  method: 'card' | 'mobile';
  approval: string;
  paidAt: number;
  customerName: string;
  accRef: string;
  cardLast4?: string;
  cardType?: string;
  phone?: string;
}

export interface MobileCharge {
  phone: string;
  operator: MobileOperator;
  status: 'pending' | 'approved' | 'declined' | 'timeout';
  requestedAt: number;
}

export interface Refund {
  amountMinor: number;
  details: string;
  ref: string;
  at: number;
  /** with refundApproval 1 a checker decides (pending until the control settles it); without, approved at once */
  status: 'approved' | 'pending' | 'declined';
}

export interface Transaction {
  token: string;
  transRef: string;
  companyToken: string;
  amountMinor: number;
  currency: string;
  companyRef: string;
  redirectUrl: string;
  backUrl: string;
  createdAt: number;
  /** Epoch ms at which the payment time limit passes (verifyToken 903). */
  expiresAt: number;
  customer: Customer;
  services: Service[];
  status: TransactionStatus;
  declineReason?: string;
  payment?: Payment;
  mobile?: MobileCharge;
  refunds: Refund[];
}

export interface TransactionStore {
  add(transaction: Transaction): void;
  find(token: string): Transaction | undefined;
  /** Every transaction of a company with this CompanyRef, oldest first. */
  withCompanyRef(companyToken: string, companyRef: string): Transaction[];
  /** The company's transaction with this TransRef (verifyRefund may name it instead of the token). */
  withTransRef(companyToken: string, transRef: string): Transaction | undefined;
  /** How many tokens a company created at times that pass the test (createToken's monthly limit, 906). */
  countCreated(companyToken: string, when: (createdAt: number) => boolean): number;
  clear(): void;
}

export function createTransactionStore(): TransactionStore {
  const byToken = new Map<string, Transaction>();
  const refKey = (companyToken: string, companyRef: string) => `${companyToken}\n${companyRef}`;
  const byRef = new Map<string, Transaction[]>();
  return {
    add(transaction) {
      byToken.set(transaction.token, transaction);
      if (transaction.companyRef === '') return;
      const key = refKey(transaction.companyToken, transaction.companyRef);
      byRef.set(key, [...(byRef.get(key) ?? []), transaction]);
    },
    find: (token) => byToken.get(token),
    withCompanyRef: (companyToken, companyRef) => [...(byRef.get(refKey(companyToken, companyRef)) ?? [])],
    withTransRef: (companyToken, transRef) => [...byToken.values()].find((entry) => entry.companyToken === companyToken && entry.transRef === transRef),
    countCreated: (companyToken, when) => [...byToken.values()].filter((entry) => entry.companyToken === companyToken && when(entry.createdAt)).length,
    clear() {
      byToken.clear();
      byRef.clear();
    },
  };
}
