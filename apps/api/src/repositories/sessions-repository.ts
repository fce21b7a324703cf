import { sql, type Transaction } from 'kysely';
import type { Database, Executor } from '@guidepass/db';

export async function insertSession(
  db: Executor,
  values: { userId: string; tokenHash: string; family: string; expiresAt: Date; userAgent: string | null },
): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: values.userId,
      token_hash: values.tokenHash,
      family: values.family,
      expires_at: values.expiresAt,
      user_agent: values.userAgent,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findSessionForUpdate(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom('sessions')
    .select(['id', 'user_id', 'token_hash', 'family', 'expires_at', 'revoked_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markRotated(trx: Transaction<Database>, id: string): Promise<void> {
  await trx.updateTable('sessions').set({ revoked_at: sql`now()`, last_used_at: sql`now()` }).where('id', '=', id).execute();
}

export async function revokeFamily(db: Executor, family: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('family', '=', family).where('revoked_at', 'is', null).execute();
}

export async function revokeAllForUser(db: Executor, userId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: sql`now()` }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
}

/** The signed-in user behind a live session family, with the time that family's sign-in happened. */
export function findLiveSessionUser(db: Executor, userId: string, family: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      'u.id',
      'u.email',
      'u.email_verified_at',
      (eb) =>
        eb
          .selectFrom('sessions as first')
          .select((e) => e.fn.min('first.created_at').as('signed_in_at'))
          .where('first.family', '=', family)
          .as('signed_in_at'),
    ])
    .where('s.family', '=', family)
    .where('s.user_id', '=', userId)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', sql<Date>`now()`)
    .limit(1)
    .executeTakeFirst();
}
