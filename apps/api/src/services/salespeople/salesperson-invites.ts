import { randomUUID } from 'node:crypto';
import { isUniqueViolation, type Db } from '@guidepass/db';
import { hashSecret } from '@guidepass/domain/email-token';
import { deriveInviteToken, salespersonInviteLifetimeMs } from '@guidepass/domain/salesperson-invite';
import { findSalespersonOfUser } from '../../repositories/salespersons-repository.ts';
import {
  claimSalesperson,
  findInviteByTokenHash,
  insertInvite,
  isInvitedAccount,
  lockSalesperson,
  replaceOpenInvites,
  spendInvite,
} from '../../repositories/salesperson-invites-repository.ts';
import { AccountAlreadySalesperson, InvalidClaimToken, InviteForAnotherEmail, SalespersonAlreadyClaimed, SalespersonNotFound } from '../../errors.ts';

/**
 * A new invite to claim an unclaimed record, replacing its open one (whose link then stops working). Returns the
 * invite's id for the mail job, which derives the token; only the token's hash is stored.
 */
export async function issueSalespersonInvite(db: Db, secret: string, salespersonId: string, email: string, invitedBy: string) {
  return db.transaction().execute(async (trx) => {
    const salesperson = await lockSalesperson(trx, salespersonId);
    if (!salesperson) throw new SalespersonNotFound();
    if (salesperson.user_id) throw new SalespersonAlreadyClaimed();
    await replaceOpenInvites(trx, salespersonId);
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + salespersonInviteLifetimeMs);
    await insertInvite(trx, { id, salespersonId, email, tokenHash: hashSecret(deriveInviteToken(secret, id)), invitedBy, expiresAt });
    return { id, expiresAt };
  });
}

/**
 * Claims the record an invite names for the account (product.md §9, §15): the account's e-mail must be the invited one
 * (any letter case; anyone else holding the link is refused 403 and the invite stays open for the right person), the
 * invite open (unused, not replaced, under 7 days old), the record unclaimed and the account without a record. One
 * transaction, taking the record's lock before the invite's, as re-inviting does, so the two never wait on each other.
 */
export async function claimWithInvite(db: Db, token: string, userId: string) {
  try {
    return await db.transaction().execute(async (trx) => {
      const invite = await findInviteByTokenHash(trx, hashSecret(token));
      if (!invite) throw new InvalidClaimToken();
      const salesperson = await lockSalesperson(trx, invite.salesperson_id);
      if (!salesperson || !(await spendInvite(trx, invite.id, userId))) throw new InvalidClaimToken();
      // Refused after the spend on purpose: a spent or expired link says so to anyone; the throw undoes the spend.
      if (!(await isInvitedAccount(trx, userId, invite.email))) throw new InviteForAnotherEmail();
      if (await findSalespersonOfUser(trx, userId)) throw new AccountAlreadySalesperson();
      if (!(await claimSalesperson(trx, salesperson.id, userId))) throw new SalespersonAlreadyClaimed();
      return { id: salesperson.id, fullName: salesperson.full_name, referralCode: salesperson.referral_code };
    });
  } catch (error) {
    // The same account claiming two records at once: the unique link lets one through.
    if (isUniqueViolation(error, 'salespersons_user_id_key')) throw new AccountAlreadySalesperson();
    throw error;
  }
}
