import { providerPaidWithNames } from './providers/provider-texts.ts';

/**
 * product.md §17: how a payment was paid, named the same everywhere (receipts, mails, My membership, the ledger, admin
 * and the CSV), and how an attempt ended, each outcome in its own words (the §17 sentences word for word).
 */
export const paymentWayMessages = {
  paidWithNames: providerPaidWithNames as Readonly<Record<string, string>>,
  // "Orange Money ·· 567": the wallet and the number's last three digits
  paidWithMobile: (wallet: string, lastDigits: string) => `${wallet} ·· ${lastDigits}`,
  notCompleted: 'Not completed',
  outcomeDeclinedTitle: 'Payment declined',
  outcomeDeclined: 'Your bank declined the card. Nothing was charged.',
  outcomeCancelled: 'You cancelled the payment. Nothing was charged.',
  outcomeExpired: 'The approval time ran out. Nothing was charged.',
  outcomeRefunded: (amount: string, paidOn: string, endedOn: string) => `Your payment of ${amount} on ${paidOn} was refunded; your membership ended on ${endedOn}.`,
  paymentNotWithdrawable: 'That payment can no longer be withdrawn. If it was approved, it counts.',
  requestWithdrawn: (phone: string) => `The request to ${phone} was withdrawn`,
} as const;
