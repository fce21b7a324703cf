import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';

/** Takes the member's row lock until the transaction ends: one member's starts are counted and recorded one at a time. */
export async function lockMember(db: Executor, userId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/**
 * The member's starts still open since `since`: payments not paid yet (created, or pending at the provider) and
 * subscriptions not approved yet (APPROVAL_PENDING), with when the oldest of them was started.
 */
export async function countOpenStarts(db: Executor, userId: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const { rows } = await sql<{ count: number; oldest: Date | null }>`
    select count(*)::int as count, min(created_at) as oldest from (
      select created_at from payments where user_id = ${userId} and status in ('created', 'pending') and created_at > ${since}
      union all
      select created_at from subscriptions where user_id = ${userId} and status = 'APPROVAL_PENDING' and created_at > ${since}
    ) as open_starts`.execute(db);
  return rows[0] ?? { count: 0, oldest: null };
}
