import { sql } from 'kysely';
import type { Db, Executor } from '@guidepass/db';
import { maintenance } from '@guidepass/jobs';

/** Takes the member's row lock until the transaction ends: one member's starts are counted and recorded one at a time. */
async function lockMember(db: Executor, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * The member's starts still open since `since`: payments not paid yet (created, or pending at the provider) and
 * subscriptions not approved yet (APPROVAL_PENDING), with when the oldest of them was started.
 */
async function countOpenStarts(db: Executor, userId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const { rows } = await sql<{ count: number; oldest: Date | null }>`
    select count(*)::int as count, min(created_at) as oldest from (
      select created_at from payments where user_id = ${userId} and status in ('created', 'pending') and created_at > ${since}
      union all
      select created_at from subscriptions where user_id = ${userId} and status = 'APPROVAL_PENDING' and created_at > ${since}
    ) as open_starts`.execute(db);
  return rows[0] ?? { count: 0, oldest: null };
}

/** How many starts a member may have open (RATE_LIMIT_OPEN_PAYMENTS_PER_USER), and the error that refuses one more. */
export interface StartRoom {
  limit: number;
  refuse: (retryAfterSeconds: number) => Error;
}

/**
 * Refuses a start (`room.refuse`, the api's 429 `too-many-open-payments`) when the member already has `room.limit` open
 * ones (product.md §15). An open start lapses after the 24 h a payment may stay unpaid (the maintenance sweep's);
 * the retry-after says when the oldest one does.
 */
export async function refuseWithoutRoom(db: Executor, userId: string, room: StartRoom): Promise<void> {
  const lifetimeMs = maintenance.staleCreatedPaymentMs;
  const open = await countOpenStarts(db, userId, new Date(Date.now() - lifetimeMs));
  if (open.count < room.limit) return;
  const lapsesAt = (open.oldest?.getTime() ?? Date.now()) + lifetimeMs;
  throw room.refuse(Math.max(1, Math.ceil((lapsesAt - Date.now()) / 1000)));
}

/**
 * Records a payment or subscription start (`record`: our row, before anything is opened at the provider) unless the
 * member has no room for another. Counted and recorded under the member's row lock in one transaction, so parallel
 * starts cannot all see room.
 */
export async function recordStartIfRoom<T>(db: Db, userId: string, room: StartRoom, record: (trx: Executor) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, userId);
    await refuseWithoutRoom(trx, userId, room);
    return record(trx);
  });
}
