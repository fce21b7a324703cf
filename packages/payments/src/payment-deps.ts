import type { Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { Db } from '@guidepass/db';
import type { NoticeJob, PaymentJob } from '@guidepass/jobs';
import type { PaymentProviders } from './provider-clients.ts';

/** What the payment jobs need; built once by the worker's start-workers. */
export interface PaymentDeps extends PaymentProviders {
  db: Db;
  commissionRate: number;
  logger: Logger;
  /** where a credited payment's receipt is queued; without it the receipt is recorded and the notices sweep queues it */
  notices?: Queue<NoticeJob>;
  /** where a payment still pending at its provider is queued to be asked about again (keep-verifying.ts) */
  payments?: Queue<PaymentJob>;
}

/**
 * The provider charged what we asked for: the amount in minor units and the currency. An amount or currency the
 * provider did not state is never a match: a charge is only proof with its amount.
 */
export function amountMatches(payment: { amount_minor: number; currency: string }, amountMinor: unknown, currency: unknown): boolean {
  if (typeof amountMinor !== 'number' || !Number.isSafeInteger(amountMinor) || typeof currency !== 'string' || !currency) return false;
  return payment.amount_minor === amountMinor && payment.currency.toUpperCase() === currency.toUpperCase();
}
