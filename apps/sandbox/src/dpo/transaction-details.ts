import { formatAmount } from './dpo-fields.ts';
import type { MobileCharge, Transaction } from './transaction-store.ts';

const dayMs = 24 * 60 * 60 * 1000;
// The sandbox's processing fee, so TransactionNetAmount differs from what the member paid (as at DPO).
const feeRate = 0.035;

/** 2026/11/26, DPO's date form. */
export function dpoDate(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getUTCFullYear()}/${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}`;
}

const mobileRequestStatus: Record<MobileCharge['status'], string> = {
  pending: 'Sent',
  approved: 'Approved',
  declined: 'Declined',
  timeout: 'Timeout',
};

export function customerName(transaction: Transaction): string {
  return transaction.payment?.customerName ?? `${transaction.customer.firstName} ${transaction.customer.lastName}`.trim();
}

/**
 * The fields verifyToken and the notification carry after Result and ResultExplanation, in DPO's order and spelling
 * (FraudExplnation). Approval, fraud and settlement fields are empty until the token is paid.
 */
export function transactionDetails(transaction: Transaction): Record<string, string> {
  const { payment, customer } = transaction;
  const amount = formatAmount(transaction.amountMinor);
  const fee = Math.round(transaction.amountMinor * feeRate);
  return {
    CustomerName: customerName(transaction),
    CustomerCredit: payment?.cardLast4 ?? '',
    CustomerCreditType: payment?.cardType ?? '',
    TransactionApproval: payment?.approval ?? '',
    TransactionCurrency: transaction.currency,
    TransactionAmount: amount,
    FraudAlert: payment ? '000' : '',
    FraudExplnation: payment ? 'Genuine transaction' : '',
    TransactionNetAmount: payment ? formatAmount(transaction.amountMinor - fee) : '',
    TransactionSettlementDate: payment ? dpoDate(payment.paidAt + 2 * dayMs) : '',
    TransactionRollingReserveAmount: payment ? '0.00' : '',
    TransactionRollingReserveDate: '',
    CustomerPhone: payment?.phone ?? customer.phone,
    CustomerCountry: customer.country || customer.dialCode,
    CustomerAddress: '',
    CustomerCity: '',
    CustomerZip: '',
    MobilePaymentRequest: transaction.mobile ? mobileRequestStatus[transaction.mobile.status] : '',
    AccRef: payment?.accRef ?? '',
    TransactionFinalCurrency: transaction.currency,
    TransactionFinalAmount: amount,
  };
}
