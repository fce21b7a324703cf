import type { FastifyInstance } from 'fastify';
import { isAdminCaller, type Caller } from '../../lib/auth/caller.ts';
import { guideOpenNow } from '../../repositories/users-repository.ts';

/**
 * Who may open the guide (product.md §14): an active member, a confirmed salesperson (an account that claimed its
 * salesperson record, to show customers what they buy) and an administrator (ADMIN_EMAILS, requireAdmin's rule).
 * The last two are not memberships: nothing is written, so they never show in payments, earnings or receipts.
 * Decided at request time, like the membership rule.
 */
export async function guideOpensFor(app: FastifyInstance, caller: Caller): Promise<boolean> {
  return isAdminCaller(app, caller) || (await guideOpenNow(app.db, caller.id));
}
