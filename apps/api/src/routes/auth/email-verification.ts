import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestMessages } from '../../lib/platform/request-messages.ts';
import { EmailOnlyBody, EmailProofBody } from '../../schemas/auth.ts';
import { MessageData } from '../../schemas/common.ts';
import { authRateLimits } from '../../lib/auth/auth-rate-limits.ts';
import { tidyEmail } from '../../lib/auth/email-address.ts';
import { issueEmailTokenWithinDailyCap, redeemEmailToken, type EmailProof } from '../../services/auth/email-tokens.ts';
import { claimCooldown } from '../../services/cooldown.ts';
import { findUserByEmail, markEmailVerified } from '../../repositories/users-repository.ts';
import { InvalidVerification, ResendCooldown } from '../../errors.ts';

export function proofOf(body: { token: string } | { email: string; code: string }): EmailProof {
  return 'token' in body ? { token: body.token } : { email: tidyEmail(body.email), code: body.code.trim() };
}

/** POST /auth/verify-email and POST /auth/resend-verification. */
export default async function emailVerificationRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  typed.post(
    '/verify-email',
    { schema: { body: EmailProofBody, response: { 200: MessageData } }, ...authRateLimits(app, 'verify') },
    async (request) => {
      const userId = await redeemEmailToken(app.db, 'verify', proofOf(request.body));
      if (!userId) throw new InvalidVerification();
      await markEmailVerified(app.db, userId);
      const messages = requestMessages(request);
      return { data: { message: messages.emailVerified } };
    },
  );

  typed.post(
    '/resend-verification',
    { schema: { body: EmailOnlyBody, response: { 200: MessageData } }, ...authRateLimits(app, 'resend') },
    async (request) => {
      const email = tidyEmail(request.body.email);
      // The cool-down is per address whether or not it has an account, so the answer reveals nothing.
      if (!(await claimCooldown(app, 'resend', email))) throw new ResendCooldown();
      const user = await findUserByEmail(app.db, email);
      if (user && !user.email_verified_at) {
        // Past the daily cap the answer stays the same (it must not tell accounts apart), but no mail goes.
        const tokenId = await issueEmailTokenWithinDailyCap(app.db, app.config.jwtSecret, user.id, 'verify', app.config.emailCodesPerDay);
        if (tokenId) await app.queues.enqueueMail({ kind: 'verify-email', tokenId, requestId: request.id });
      }
      const messages = requestMessages(request);
      return { data: { message: messages.verificationSent } };
    },
  );
}
