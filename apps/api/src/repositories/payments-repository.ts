import { sql } from 'kysely';
import type { Db, PaymentProvider } from '@guidepass/db';

export const paymentColumns = ['id', 'user_id', 'tier_id', 'provider', 'provider_ref', 'status', 'amount_minor', 'currency', 'price_thebe', 'weeks', 'created_at', 'updated_at', 'captured_at', 'failure_reason'] as const;

export async function insertPayment(
  db: Db,
  payment: { userId: string; tierId: string; provider: PaymentProvider; amountMinor: number; currency: string; priceThebe: number; weeks: number },
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
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setProviderRef(db: Db, paymentId: string, providerRef: string): Promise<void> {
  await db.updateTable('payments').set({ provider_ref: providerRef, updated_at: sql`now()` }).where('id', '=', paymentId).execute();
}

export async function markStartFailed(db: Db, paymentId: string, reason: string): Promise<void> {
  await db.updateTable('payments').set({ status: 'failed', failure_reason: reason.slice(0, 500), updated_at: sql`now()` }).where('id', '=', paymentId).where('status', '=', 'created').execute();
}

export function findPayment(db: Db, paymentId: string) {
  return db.selectFrom('payments').select(paymentColumns).where('id', '=', paymentId).executeTakeFirst();
}

export function findPaymentByProviderRef(db: Db, provider: PaymentProvider, providerRef: string) {
  return db.selectFrom('payments').select(paymentColumns).where('provider', '=', provider).where('provider_ref', '=', providerRef).executeTakeFirst();
}
