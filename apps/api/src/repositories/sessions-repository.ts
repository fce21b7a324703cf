import { sql, type Transaction } from 'kysely';
import type { Database, Executor } from '@guidepass/db';

export async function insertSession(
  db: Executor,
  values: { userId: string; tokenHash: string; family: string; expiresAt: Date; userAgent: string | null; familyStartedAt?: Date },
): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values({
      user_id: values.userId,
      token_hash: values.tokenHash,
      family: values.family,
      expires_at: values.expiresAt,
      user_agent: values.userAgent,
      ...(values.familyStartedAt ? { family_started_at: values.familyStartedAt } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export function findSessionForUpdate(trx: Transaction<Database>, id: string) {
  return trx
    .selectFrom('sessions')
    .select(['id', 'user_id', 'token_hash', 'family', 'expires_at', 'revoked_at', 'rotated_at', 'family_started_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markRotated(trx: Transaction<Database>, id: string): Promise<void> {
  await trx.updateTable('sessions').set({ revoked_at: sql`now()`, rotated_at: sql`now()`, last_used_at: sql`now()` }).where('id', '=', id).execute();
}

/** True while some token of the family is neither revoked nor expired (the family was not signed out or revoked). */
export async function familyIsLive(db: Executor, family: string): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('family', '=', family)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
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
      's.expires_at',
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

/** Revokes every session of the user except those of one family (the caller's own sign-in). */
export async function revokeOtherFamilies(db: Executor, userId: string, keepFamily: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('family', '!=', keepFamily)
    .where('revoked_at', 'is', null)
    .execute();
}
