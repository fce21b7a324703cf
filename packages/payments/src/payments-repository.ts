import { sql } from 'kysely';
import type { Executor, PaymentProvider } from '@guidepass/db';

/** The columns a payment is read with, everywhere. */
const paymentColumns = [
  'id', 'user_id', 'tier_id', 'provider', 'provider_ref', 'capture_ref', 'status', 'amount_minor', 'currency', 'price_thebe', 'weeks',
  'created_at', 'updated_at', 'captured_at', 'failure_reason', 'mobile_phone', 'mobile_operator',
] as const;

/** Records a new payment (state created) at the server's price; answers its id. */
export async function insertPayment(
  db: Executor,
  payment: {
    userId: string;
    tierId: string;
    provider: PaymentProvider;
    amountMinor: number;
    currency: string;
    priceThebe: number;
    weeks: number;
    /** the number and wallet a mobile-money payment asks, kept on it for naming it later (product.md §17) */
    mobile?: { phone: string; operator: string } | null;
  },
): Promise<string> {
  const row = await db
    .insertInto('payments')
    .values({
      user_id: payment.userId,
      tier_id: payment.tierId,
      provider: payment.provider,
      amount_minor: payment.amountMinor,
      currency: payment.currency,
      price_thebe: payment.priceThebe,
      weeks: payment.weeks,
      mobile_phone: payment.mobile?.phone ?? null,
      mobile_operator: payment.mobile?.operator ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Remembers the provider's id for the payment (PayPal order id, Yoco checkout id). */
export async function setProviderRef(db: Executor, paymentId: string, providerRef: string): Promise<void> {
  await db.updateTable('payments').set({ provider_ref: providerRef, updated_at: sql`now()` }).where('id', '=', paymentId).execute();
}

/** Credits a captured payment to a salesperson at the given commission. */
export async function setCommission(db: Executor, paymentId: string, salespersonId: string, commissionThebe: number): Promise<void> {
  await db.updateTable('payments').set({ salesperson_id: salespersonId, commission_thebe: commissionThebe }).where('id', '=', paymentId).execute();
}

/** One payment by our id. */
export function findPayment(db: Executor, paymentId: string) {
  return db.selectFrom('payments').select(paymentColumns).where('id', '=', paymentId).executeTakeFirst();
}

/** One payment by the provider's id for it (PayPal order id, Yoco checkout id). */
export function findPaymentByProviderRef(db: Executor, provider: PaymentProvider, providerRef: string) {
  return db.selectFrom('payments').select(paymentColumns).where('provider', '=', provider).where('provider_ref', '=', providerRef).executeTakeFirst();
}

/** One payment by the provider's id for its capture (what a refund points back to). */
export function findPaymentByCaptureRef(db: Executor, provider: PaymentProvider, captureRef: string) {
  return db.selectFrom('payments').select(paymentColumns).where('provider', '=', provider).where('capture_ref', '=', captureRef).executeTakeFirst();
}
