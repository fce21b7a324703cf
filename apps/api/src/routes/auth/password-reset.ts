import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestMessages } from '../../lib/platform/request-messages.ts';
import { EmailOnlyBody, ResetConfirmBody } from '../../schemas/auth.ts';
import { MessageData } from '../../schemas/common.ts';
import { authRateLimits } from '../../lib/auth/auth-rate-limits.ts';
import { tidyEmail } from '../../lib/auth/email-address.ts';
import { assertAcceptableNewPassword } from '../../lib/auth/passwords.ts';
import { issueEmailTokenWithinDailyCap, redeemEmailToken } from '../../services/auth/email-tokens.ts';
import { claimCooldown } from '../../services/cooldown.ts';
import { findUserByEmail, markEmailVerified, setPasswordHash } from '../../repositories/users-repository.ts';
import { revokeAllForUser } from '../../repositories/sessions-repository.ts';
import { InvalidResetToken, PasswordsDoNotMatch } from '../../errors.ts';
import { proofOf } from './email-verification.ts';

/** POST /auth/password-reset and POST /auth/password-reset/confirm. */
export default async function passwordResetRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post(
    '/password-reset',
    { schema: { body: EmailOnlyBody, response: { 200: MessageData } }, ...authRateLimits(app, 'reset') },
    async (request) => {
      const email = tidyEmail(request.body.email);
      if (await claimCooldown(app, 'reset', email)) {
        const user = await findUserByEmail(app.db, email);
        if (user) {
          const tokenId = await issueEmailTokenWithinDailyCap(app.db, app.config.jwtSecret, user.id, 'reset', app.config.emailCodesPerDay);
          if (tokenId) await app.queues.enqueueMail({ kind: 'password-reset', tokenId, requestId: request.id });
        }
      }
      // Same answer whether the address has an account, and whether a mail just went out (cool-down, daily cap).
      const messages = requestMessages(request);
      return { data: { message: messages.passwordResetSent } };
    },
  );

  typed.post(
    '/password-reset/confirm',
    { schema: { body: ResetConfirmBody, response: { 200: MessageData } }, ...authRateLimits(app, 'reset-confirm') },
    async (request) => {
      const { password, confirmPassword } = request.body;
      if (password !== confirmPassword) throw new PasswordsDoNotMatch();
      await assertAcceptableNewPassword(password);
      const passwordHash = await app.passwords.hash(password);
      const userId = await redeemEmailToken(app.db, 'reset', proofOf(request.body));
      if (!userId) throw new InvalidResetToken();
      await app.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, userId, passwordHash);
        // The reset mail proved the address.
        await markEmailVerified(trx, userId);
        await revokeAllForUser(trx, userId);
      });
      const messages = requestMessages(request);
      return { data: { message: messages.passwordResetDone } };
    },
  );
}
