import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestMessages } from '../../lib/platform/request-messages.ts';
import { ChangePasswordBody } from '../../schemas/auth.ts';
import { MessageData } from '../../schemas/common.ts';
import { rateLimitHook } from '../../lib/auth/auth-rate-limits.ts';
import { assertAcceptableNewPassword } from '../../lib/auth/passwords.ts';
import { callerOf } from '../../lib/auth/caller.ts';
import { findPasswordHash, setPasswordHash } from '../../repositories/users-repository.ts';
import { revokeOtherFamilies } from '../../repositories/sessions-repository.ts';
import { CurrentPasswordWrong, NoPasswordToChange, SessionRequired } from '../../errors.ts';

/**
 * POST /auth/change-password (signed in): a new password for the caller's account. Every other sign-in of the
 * account ends; the caller's own stays. Limited per IP and per account like login, as it checks a password.
 */
export default async function changePasswordRoute(app: FastifyInstance) {
  const { authPerIp, authPerEmail } = app.config.rateLimit;
  const perIp = rateLimitHook(app, 'change-password', (request: FastifyRequest) => `change-password:ip:${request.ip}`, authPerIp);
  const perUser = rateLimitHook(app, 'change-password', (request: FastifyRequest) => `change-password:user:${callerOf(request).id}`, authPerEmail);

  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/change-password',
    {
      schema: {
        summary: 'Change the signed-in account’s password; every other session of the account is signed out',
        security: [{ bearer: [] }],
        body: ChangePasswordBody,
        response: { 200: MessageData },
      },
      onRequest: [perIp, app.authenticate],
      preHandler: perUser,
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const { currentPassword, newPassword } = request.body;
      const storedHash = await findPasswordHash(app.db, caller.id);
      if (storedHash === undefined) throw new SessionRequired();
      if (storedHash === null) throw new NoPasswordToChange();
      if (!(await app.passwords.check(storedHash, currentPassword))) throw new CurrentPasswordWrong();
      await assertAcceptableNewPassword(newPassword);
      const passwordHash = await app.passwords.hash(newPassword);
      await app.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, caller.id, passwordHash);
        await revokeOtherFamilies(trx, caller.id, caller.family);
      });
      reply.header('cache-control', 'no-store');
      const messages = requestMessages(request);
      return { data: { message: messages.passwordChanged } };
    },
  );
}
