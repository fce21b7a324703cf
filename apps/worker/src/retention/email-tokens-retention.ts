import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';

/**
 * Deletes up to `limit` e-mail tokens sent before `sentBefore` that were used or have expired. `sentBefore` is at
 * least a day ago (EMAIL_TOKEN_RETENTION_DAYS ≥ 1), so the daily cap, which counts the last 24 hours' tokens, is unchanged.
 */
export async function deleteSpentEmailTokensBefore(db: Executor, sentBefore: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('email_tokens')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('email_tokens')
        .select('id')
        .where('created_at', '<', sentBefore)
        .where((w) => w.or([w('used_at', 'is not', null), w('expires_at', '<', sql<Date>`now()`)]))
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
