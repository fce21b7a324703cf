import type { Logger } from 'pino';
import type { Db } from '@guidepass/db';
import type { PaymentProviders } from '@guidepass/payments/payment-providers';

/** What the payment steps need; built once by start-workers. */
export interface PaymentDeps extends PaymentProviders {
  db: Db;
  commissionRate: number;
  logger: Logger;
}

/** The provider charged what we asked for: the amount in minor units and the currency. */
export function amountMatches(payment: { amount_minor: number; currency: string }, amountMinor: number, currency: string): boolean {
  return payment.amount_minor === amountMinor && payment.currency.toUpperCase() === currency.toUpperCase();
}
