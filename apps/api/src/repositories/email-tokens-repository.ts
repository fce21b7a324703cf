import { sql } from 'kysely';
import type { EmailTokenPurpose, Executor } from '@guidepass/db';

export async function insertEmailToken(
  db: Executor,
  token: { id: string; userId: string; purpose: EmailTokenPurpose; tokenHash: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('email_tokens')
    .values({
      id: token.id,
      user_id: token.userId,
      purpose: token.purpose,
      token_hash: token.tokenHash,
      code_hash: token.codeHash,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Marks an unused, unexpired token with this hash used, and says whose it was. Single use under concurrency. */
export async function consumeByTokenHash(db: Executor, purpose: EmailTokenPurpose, tokenHash: string) {
  return db
    .updateTable('email_tokens')
    .set({ used_at: sql`now()` })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning(['id', 'user_id'])
    .executeTakeFirst();
}

export function liveTokensForUser(db: Executor, userId: string, purpose: EmailTokenPurpose, maxAttempts: number) {
  return db
    .selectFrom('email_tokens')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', maxAttempts)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function countFailedAttempt(db: Executor, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .updateTable('email_tokens')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function consumeAllForUser(db: Executor, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db.updateTable('email_tokens').set({ used_at: sql`now()` }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
}
