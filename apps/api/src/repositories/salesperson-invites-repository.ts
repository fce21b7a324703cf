import { sql } from 'kysely';
import type { Executor } from '@guidepass/db';

/** The salesperson's id and claimant, its row locked until the transaction ends (invites and claims take it first). */
export function lockSalesperson(db: Executor, id: string) {
  return db.selectFrom('salespersons').select(['id', 'user_id', 'full_name', 'referral_code']).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Marks the record's open invite (if any) replaced: its link stops working. */
export async function replaceOpenInvites(db: Executor, salespersonId: string): Promise<void> {
  await db
    .updateTable('salesperson_invites')
    .set({ replaced_at: sql`now()` })
    .where('salesperson_id', '=', salespersonId)
    .where('used_at', 'is', null)
    .where('replaced_at', 'is', null)
    .execute();
}

export async function insertInvite(
  db: Executor,
  invite: { id: string; salespersonId: string; email: string; tokenHash: string; invitedBy: string; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('salesperson_invites')
    .values({
      id: invite.id,
      salesperson_id: invite.salespersonId,
      email: invite.email,
      token_hash: invite.tokenHash,
      invited_by: invite.invitedBy,
      expires_at: invite.expiresAt,
    })
    .execute();
}

/** The record an invite token names, whatever the invite's state, and the address it was sent to. */
export function findInviteByTokenHash(db: Executor, tokenHash: string) {
  return db.selectFrom('salesperson_invites').select(['id', 'salesperson_id', 'email']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Whether the account's e-mail is the invited one, in any letter case (as account e-mails are unique). */
export async function isInvitedAccount(db: Executor, userId: string, invitedEmail: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('id', '=', userId).where(sql<string>`lower(email)`, '=', sql<string>`lower(${invitedEmail})`).executeTakeFirst();
  return row !== undefined;
}

/** Spends the invite if it is still open (unused, not replaced, not expired); false when it was not. */
export async function spendInvite(db: Executor, inviteId: string, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('salesperson_invites')
    .set({ used_at: sql`now()`, used_by: userId })
    .where('id', '=', inviteId)
    .where('used_at', 'is', null)
    .where('replaced_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Links the record to the account unless it has one already; false when it had. */
export async function claimSalesperson(db: Executor, salespersonId: string, userId: string): Promise<boolean> {
  const result = await db
    .updateTable('salespersons')
    // A claimed record is a confirmed salesperson (product.md §14).
    .set({ user_id: userId, claimed_at: sql`now()`, confirmed_at: sql`coalesce(confirmed_at, now())` })
    .where('id', '=', salespersonId)
    .where('user_id', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether an open invite (unused, not replaced, not expired) was sent to this e-mail, in any letter case. */
export async function hasOpenInviteFor(db: Executor, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('salesperson_invites')
    .select('id')
    .where(sql<string>`lower(email)`, '=', sql<string>`lower(${email})`)
    .where('used_at', 'is', null)
    .where('replaced_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}
