import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestMessages } from '../../lib/platform/request-messages.ts';
import { LoginBody, SessionData } from '../../schemas/auth.ts';
import { authRateLimits } from '../../lib/auth/auth-rate-limits.ts';
import { tidyEmail } from '../../lib/auth/email-address.ts';
import { findUserByEmail } from '../../repositories/users-repository.ts';
import { startSession } from '../../services/auth/session-tokens.ts';
import { InvalidCredentials } from '../../errors.ts';

export default async function loginRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/login',
    { schema: { body: LoginBody, response: { 200: SessionData } }, ...authRateLimits(app, 'login') },
    async (request, reply) => {
      const user = await findUserByEmail(app.db, tidyEmail(request.body.email));
      const valid = await app.passwords.check(user?.password_hash ?? null, request.body.password);
      if (!user || !valid) throw new InvalidCredentials();
      const session = await startSession(app, request, reply, user.id);
      const emailVerified = user.email_verified_at !== null;
      // As in the original, an unverified login is told to verify but is not signed out.
      const messages = requestMessages(request);
      return { data: { ...session, emailVerified, ...(emailVerified ? {} : { message: messages.emailNotVerified }) } };
    },
  );
}
