import { randomBytes } from 'node:crypto';
import type { Test } from 'tap';
import { createDb, type Db, type PaymentProvider } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import type { PaymentState } from '@guidepass/domain/payments';
import { deleteKeysWithPrefix } from '@guidepass/jobs/testing';

export const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A fresh database with one member, dropped when the test ends, and a way to add payments in any state. */
export async function paymentsFixture(t: Test) {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  t.teardown(async () => {
    await db.destroy();
    await database.release();
  });
  const user = await db
    .insertInto('users')
    .values({ email: 'member@example.com', salesperson_first_name: 'A', salesperson_last_name: 'B', salesperson_full_name: 'A B', referral_source: 'signup-form' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const newPayment = async (options: { provider?: PaymentProvider; ref?: string; status?: PaymentState } = {}) =>
    (
      await db
        .insertInto('payments')
        .values({
          user_id: user.id,
          tier_id: 'local',
          provider: options.provider ?? 'paypal',
          provider_ref: options.ref ?? `REF-${randomBytes(4).toString('hex')}`,
          status: options.status ?? 'created',
          amount_minor: 740,
          currency: 'USD',
          price_thebe: 5000,
          weeks: 1,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const stateOf = async (paymentId: string) => (await db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status;
  return { db: db as Db, userId: user.id, newPayment, stateOf };
}

/** A Redis key prefix of the test's own, emptied when the test ends. */
export function queuePrefix(t: Test): string {
  const prefix = `gpp${randomBytes(5).toString('hex')}`;
  t.teardown(() => deleteKeysWithPrefix(redisUrl, prefix));
  return prefix;
}
