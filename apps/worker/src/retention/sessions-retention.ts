import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';

/**
 * Deletes up to `limit` session rows that expired or were revoked before `before`, but only of families with no live
 * row. A live family keeps every row: a rotated token presented again must still be found to count as a replay (and
 * revoke the family), and its first row carries the sign-in time the absolute lifetime is measured from. A family
 * with no live row can never become live again (rotation needs a live token), so its old rows are dead for good.
 */
export async function deleteDeadSessionsBefore(db: Executor, before: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('sessions as s')
        .select('s.id')
        .where((w) => w.or([w('s.expires_at', '<', before), w('s.revoked_at', '<', before)]))
        .where((w) =>
          w.not(
            w.exists(
              w
                .selectFrom('sessions as live')
                .select('live.id')
                .whereRef('live.family', '=', 's.family')
                .where('live.revoked_at', 'is', null)
                .where('live.expires_at', '>', sql<Date>`now()`),
            ),
          ),
        )
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
