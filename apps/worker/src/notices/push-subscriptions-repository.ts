import type { Db } from '@guidepass/db';

/** The ids of the member's devices that opted in to Web Push. */
export async function listPushSubscriptionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('created_at').execute();
  return rows.map((row) => row.id);
}

/** One device of the notice's member (none when it opted out, was dropped, or is another member's). */
export function findPushSubscription(db: Db, subscriptionId: string, userId: string) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint', 'p256dh', 'auth'])
    .where('id', '=', subscriptionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Forgets a device its push service no longer knows (404/410). */
export async function deletePushSubscriptionById(db: Db, subscriptionId: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute();
}
