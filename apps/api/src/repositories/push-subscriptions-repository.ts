import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';

/** A member's devices kept for push: registering one more forgets the one registered longest ago (fan-out stays bounded). */
export const pushDevicesKept = 10;

export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Registers a device for the member, or renews its keys when the member registered it before, keeping the member's
 * `pushDevicesKept` most recently registered. Answers false, and changes nothing, when the endpoint is another member's.
 */
export async function savePushSubscription(db: Executor, userId: string, subscription: PushSubscriptionKeys): Promise<boolean> {
  const row = await db
    .insertInto('push_subscriptions')
    .values({ user_id: userId, ...subscription })
    .onConflict((oc) =>
      oc
        .column('endpoint')
        .doUpdateSet({ p256dh: (eb) => eb.ref('excluded.p256dh'), auth: (eb) => eb.ref('excluded.auth'), updated_at: sql`now()` })
        .where('push_subscriptions.user_id', '=', userId),
    )
    .returning('id')
    .executeTakeFirst();
  if (!row) return false;
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('id', 'not in', (eb) =>
      eb.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('updated_at', 'desc').orderBy('id').limit(pushDevicesKept),
    )
    .execute();
  return true;
}

/** Forgets the member's device with this endpoint; false when the member has none such. */
export async function deletePushSubscription(db: Executor, userId: string, endpoint: string): Promise<boolean> {
  const result = await db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
