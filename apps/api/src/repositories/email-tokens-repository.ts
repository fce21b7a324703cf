import { sql, type Transaction } from 'kysely';
import type { Database, EmailTokenPurpose, Executor } from '@guidepass/db';

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

/**
 * Counts one attempt against every live code of the purpose and returns those that were still within `maxAttempts`.
 * One statement: concurrent guesses queue on the row locks and each re-checks the limit, so no more than
 * `maxAttempts` guesses are ever compared against a code.
 */
export function countCodeAttempt(db: Executor, userId: string, purpose: EmailTokenPurpose, maxAttempts: number) {
  return db
    .updateTable('email_tokens')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', maxAttempts)
    .returning(['id', 'code_hash'])
    .execute();
}

/** How many tokens (of any purpose) the user was sent in the last 24 hours; holds the user's issuing lock until commit. */
export async function countTokensSentTodayLocked(trx: Transaction<Database>, userId: string): Promise<number> {
  await sql`select pg_advisory_xact_lock(hashtext(${`email-tokens:${userId}`}))`.execute(trx);
  const row = await trx
    .selectFrom('email_tokens')
    .select((eb) => eb.fn.countAll<string>().as('sent'))
    .where('user_id', '=', userId)
    .where('created_at', '>', sql<Date>`now() - interval '1 day'`)
    .executeTakeFirstOrThrow();
  return Number(row.sent);
}

export async function consumeAllForUser(db: Executor, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db.updateTable('email_tokens').set({ used_at: sql`now()` }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
}
