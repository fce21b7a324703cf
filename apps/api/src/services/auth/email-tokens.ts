import { randomUUID } from 'node:crypto';
import type { Db, EmailTokenPurpose, Executor } from '@guidepass/db';
import { deriveEmailToken, emailTokenLifetimeMs, hashSecret, maxCodeAttempts } from '@guidepass/domain/email-token';
import {
  consumeAllForUser,
  consumeByTokenHash,
  countCodeAttempt,
  countTokensSentTodayLocked,
  insertEmailToken,
} from '../../repositories/email-tokens-repository.ts';
import { findUserByEmail } from '../../repositories/users-repository.ts';

const codeHash = (tokenId: string, code: string) => hashSecret(`${tokenId}:${code}`);

/** Stores a new token (hashes only) and returns its id for the mail job. */
export async function issueEmailToken(db: Executor, secret: string, userId: string, purpose: EmailTokenPurpose): Promise<string> {
  const id = randomUUID();
  const { token, code } = deriveEmailToken(secret, id);
  await insertEmailToken(db, {
    id,
    userId,
    purpose,
    tokenHash: hashSecret(token),
    codeHash: codeHash(id, code),
    expiresAt: new Date(Date.now() + emailTokenLifetimeMs[purpose]),
  });
  return id;
}

/**
 * Like `issueEmailToken`, unless the account was already sent `perDay` tokens in the last 24 hours: then nothing is
 * stored and null comes back, so resends cannot mail one address without end or mint fresh code attempts.
 */
export async function issueEmailTokenWithinDailyCap(db: Db, secret: string, userId: string, purpose: EmailTokenPurpose, perDay: number): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    if ((await countTokensSentTodayLocked(trx, userId)) >= perDay) return null;
    return issueEmailToken(trx, secret, userId, purpose);
  });
}

export type EmailProof = { token: string } | { email: string; code: string };

/**
 * Spends a link token or an (e-mail, code) pair. Every code guess counts as an attempt on each live code of that
 * purpose, counted before comparing; past `maxCodeAttempts` they stop working. On success every other live token of
 * the purpose is spent too. Returns the user id.
 */
export async function redeemEmailToken(db: Db, purpose: EmailTokenPurpose, proof: EmailProof): Promise<string | null> {
  if ('token' in proof) {
    const used = await consumeByTokenHash(db, purpose, hashSecret(proof.token));
    if (used) await consumeAllForUser(db, used.user_id, purpose);
    return used?.user_id ?? null;
  }
  const user = await findUserByEmail(db, proof.email);
  if (!user) return null;
  const counted = await countCodeAttempt(db, user.id, purpose, maxCodeAttempts);
  const match = counted.find((t) => t.code_hash === codeHash(t.id, proof.code));
  if (!match) return null;
  const spent = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('email_tokens')
      .set({ used_at: new Date() })
      .where('id', '=', match.id)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (row) await consumeAllForUser(trx, user.id, purpose);
    return row;
  });
  return spent ? user.id : null;
}
