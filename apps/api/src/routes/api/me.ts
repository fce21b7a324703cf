import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { isMembershipActive, type Profile } from '@guidepass/domain/profile';
import { messages } from '@guidepass/domain/messages';
import { Data, MessageData } from '../../schemas/common.ts';
import { callerOf } from '../../plugins/app/authenticate.ts';
import { deleteUser, findProfile } from '../../repositories/users-repository.ts';
import { clearRefreshCookie } from '../../services/session-tokens.ts';
import { ProfileNotFound, RequiresRecentLogin } from '../../errors.ts';

const recentLoginMs = 5 * 60 * 1000;

const ProfileSchema = Type.Object({
  uid: Type.String(),
  email: Type.String(),
  emailVerified: Type.Boolean(),
  createdAt: Type.String(),
  salesperson: Type.Object({ firstName: Type.String(), lastName: Type.String(), fullName: Type.String() }),
  paymentStatus: Type.Union([Type.Literal('pending'), Type.Literal('paid')]),
  membershipExpiry: Type.Union([Type.String(), Type.Null()]),
  membershipActive: Type.Boolean(),
});

/** GET /api/me and DELETE /api/me: open to unverified users too, so they can see and delete their account. */
export default async function meRoutes(app: FastifyInstance) {
  app.get('/me', { schema: { response: { 200: Data(ProfileSchema) } } }, async (request) => {
    const caller = callerOf(request);
    const stored = await app.liveCache.profile(caller.id, caller.checkedSince, async () => {
      const row = await findProfile(app.db, caller.id);
      if (!row) return undefined;
      return {
        uid: row.id,
        email: row.email,
        emailVerified: row.email_verified_at !== null,
        createdAt: row.created_at.toISOString(),
        salesperson: { firstName: row.salesperson_first_name, lastName: row.salesperson_last_name, fullName: row.salesperson_full_name },
        paymentStatus: row.payment_status,
        membershipExpiry: row.membership_expiry?.toISOString() ?? null,
      };
    });
    if (!stored) throw new ProfileNotFound();
    const profile: Profile = { ...stored, membershipActive: isMembershipActive(stored) };
    return { data: profile };
  });

  app.delete('/me', { schema: { response: { 200: MessageData } } }, async (request, reply) => {
    const caller = callerOf(request);
    if (Date.now() - caller.signedInAt.getTime() > recentLoginMs) throw new RequiresRecentLogin();
    await deleteUser(app.db, caller.id);
    clearRefreshCookie(app, reply);
    return { data: { message: messages.deleteSucceeded } };
  });
}
