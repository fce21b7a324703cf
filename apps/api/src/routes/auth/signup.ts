import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { isUniqueViolation } from '@guidepass/db';
import { requestMessages } from '../../lib/platform/request-messages.ts';
import { noSalesperson, tidyName } from '@guidepass/domain/salesperson-name';
import { SignupBody, SignupData } from '../../schemas/auth.ts';
import { authRateLimits } from '../../lib/auth/auth-rate-limits.ts';
import { assertAcceptableNewPassword } from '../../lib/auth/passwords.ts';
import { isPlausibleEmail, tidyEmail } from '../../lib/auth/email-address.ts';
import { normaliseReferralCode } from '../../lib/salespeople/referral-code.ts';
import { createAccount } from '../../services/auth/create-account.ts';
import { decideSalesperson, type SalespersonDecision } from '../../services/salespeople/salesperson-choice.ts';
import { issueEmailToken } from '../../services/auth/email-tokens.ts';
import { findUserByEmail } from '../../repositories/users-repository.ts';
import { hasOpenInviteFor } from '../../repositories/salesperson-invites-repository.ts';
import { EmailAlreadyInUse, InvalidEmail, PasswordsDoNotMatch, SalespersonNameRequired } from '../../errors.ts';

export default async function signupRoute(app: FastifyInstance) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    '/signup',
    { schema: { body: SignupBody, response: { 201: SignupData } }, ...authRateLimits(app, 'signup') },
    async (request, reply) => {
      const body = request.body;
      const email = tidyEmail(body.email);
      if (body.password !== body.confirmPassword) throw new PasswordsDoNotMatch();
      const referralCode = body.referralCode ? normaliseReferralCode(body.referralCode) : undefined;
      const firstName = tidyName(body.firstName ?? '');
      const lastName = tidyName(body.lastName ?? '');
      // Admins and invited salespeople sell guidepass rather than buy it from someone: no salesperson is asked of them
      // (product.md §14). Anyone else names one, by code or by name.
      const unnamed = !referralCode && !firstName && !lastName;
      if (!referralCode && (!firstName || !lastName) && !unnamed) throw new SalespersonNameRequired();
      if (!isPlausibleEmail(email)) throw new InvalidEmail();
      if (unnamed && !app.config.adminEmails.includes(email.toLowerCase()) && !(await hasOpenInviteFor(app.db, email))) throw new SalespersonNameRequired();
      await assertAcceptableNewPassword(body.password);
      if (await findUserByEmail(app.db, email)) throw new EmailAlreadyInUse();
      // Before the password is hashed: an unknown code or a close miss is answered at once, with nothing written.
      const salesperson: SalespersonDecision = unnamed
        ? { kind: 'none', names: noSalesperson }
        : await decideSalesperson(app.db, referralCode ? { referralCode } : { firstName, lastName, confirmNewSalesperson: body.confirmNewSalesperson });

      const passwordHash = await app.passwords.hash(body.password);
      let created: { userId: string; tokenId: string };
      try {
        created = await app.db.transaction().execute(async (trx) => {
          const userId = await createAccount(trx, {
            email,
            passwordHash,
            emailVerified: false,
            referralSource: 'signup-form',
            salesperson,
          });
          const tokenId = await issueEmailToken(trx, app.config.jwtSecret, userId, 'verify');
          return { userId, tokenId };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'users_email_key')) throw new EmailAlreadyInUse();
        throw error;
      }
      await app.queues
        .enqueueMail({ kind: 'verify-email', tokenId: created.tokenId, requestId: request.id })
        .catch((error) => request.log.error({ err: error, userId: created.userId }, 'verification mail not queued; the user can ask for another'));
      const messages = requestMessages(request);
      return reply.code(201).send({ data: { uid: created.userId, message: messages.accountCreated } });
    },
  );
}
