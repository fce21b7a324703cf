import type { FastifyInstance } from 'fastify';
import { isMembershipActive, type Profile } from '@guidepass/domain/profile';
import { requestMessages } from '../../../lib/platform/request-messages.ts';
import { MessageData } from '../../../schemas/common.ts';
import { ProfileData } from '../../../schemas/profile.ts';
import { callerOf } from '../../../lib/auth/caller.ts';
import { deleteUser } from '../../../repositories/users-repository.ts';
import { cancelAllRenewals } from '../../../services/payments/cancel-auto-renew.ts';
import { settleAfterDeletion, withdrawOpenPayments } from '../../../services/payments/withdraw-open-payments.ts';
import { loadProfile } from '../../../services/auth/load-profile.ts';
import { clearRefreshCookie } from '../../../services/auth/session-tokens.ts';
import { ProfileNotFound, RequiresRecentLogin } from '../../../errors.ts';

const recentLoginMs = 5 * 60 * 1000;

/** GET /api/me and DELETE /api/me: open to unverified users too, so they can see and delete their account. */
export default async function meRoutes(app: FastifyInstance) {
  app.get('', { schema: { response: { 200: ProfileData } } }, async (request) => {
    const caller = callerOf(request);
    const stored = await app.liveCache.profile(caller.id, caller.checkedSince, () => loadProfile(app.db, caller.id));
    if (!stored) throw new ProfileNotFound();
    const profile: Profile = { ...stored, membershipActive: isMembershipActive(stored) };
    // Admins are not asked who sold them guidepass (product.md §14); ADMIN_EMAILS is this process's, not the cache's.
    if (profile.salespersonChoice === 'needed' && app.config.adminEmails.includes(profile.email.toLowerCase())) profile.salespersonChoice = 'open';
    return { data: profile };
  });

  app.delete('', { schema: { response: { 200: MessageData } } }, async (request, reply) => {
    const caller = callerOf(request);
    if (Date.now() - caller.signedInAt.getTime() > recentLoginMs) throw new RequiresRecentLogin();
    await cancelAllRenewals(app, caller.id);
    const unsettled = await withdrawOpenPayments(app, caller.id);
    await deleteUser(app.db, caller.id);
    await settleAfterDeletion(app, unsettled);
    clearRefreshCookie(app, reply);
    const messages = requestMessages(request);
    return { data: { message: messages.deleteSucceeded } };
  });
}
