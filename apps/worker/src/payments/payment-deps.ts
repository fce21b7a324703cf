import type { Logger } from 'pino';
import type { Db } from '@guidepass/db';
import type { PayPalClient } from '@guidepass/providers/paypal-client';
import type { YocoClient } from '@guidepass/providers/yoco-client';

/** What the payment steps need; built once by start-workers. */
export interface PaymentDeps {
  db: Db;
  paypal: PayPalClient | null;
  yoco: YocoClient | null;
  commissionRate: number;
  logger: Logger;
}

export function paymentRow(db: Db, paymentId: string) {
  return db
    .selectFrom('payments')
    .select(['id', 'provider', 'provider_ref', 'status', 'amount_minor', 'currency'])
    .where('id', '=', paymentId)
    .executeTakeFirst();
}

/** The provider charged what we asked for: the amount in minor units and the currency. */
export function amountMatches(payment: { amount_minor: number; currency: string }, amountMinor: number, currency: string): boolean {
  return payment.amount_minor === amountMinor && payment.currency.toUpperCase() === currency.toUpperCase();
}
