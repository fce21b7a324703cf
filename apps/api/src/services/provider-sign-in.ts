import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, type IdentityProvider } from '@guidepass/db';
import { googleSalesperson } from '@guidepass/domain/salesperson-name';
import { findIdentity, linkIdentity } from '../repositories/identities-repository.ts';
import { findUserByEmail, markEmailVerified } from '../repositories/users-repository.ts';
import { createAccount } from './create-account.ts';

export interface ProviderProfile {
  provider: IdentityProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

/** A sign-in refused for a reason the person can act on; its message is shown after the provider's name. */
export class ProviderSignInRefused extends Error {}

const fallbackSalesperson = {
  google: googleSalesperson,
  facebook: { firstName: 'N/A', lastName: 'N/A', fullName: 'Facebook User' },
} as const;

/**
 * The user a provider's identity signs in as. A known identity signs in; otherwise Google's verified e-mail may
 * link to an existing account, Facebook's may not (it would let a Facebook account take over a password
 * account); a new e-mail gets a new account.
 */
export async function signInWithProvider(app: FastifyInstance, profile: ProviderProfile, referralCode?: string): Promise<string> {
  const known = await findIdentity(app.db, profile.provider, profile.subject);
  if (known) return known.user_id;
  if (!profile.email) throw new ProviderSignInRefused('your account did not share an email address');

  const existing = await findUserByEmail(app.db, profile.email);
  if (existing) {
    if (profile.provider === 'google' && profile.emailVerified) {
      await app.db.transaction().execute(async (trx) => {
        await linkIdentity(trx, { userId: existing.id, provider: 'google', subject: profile.subject, email: profile.email });
        await markEmailVerified(trx, existing.id);
      });
      return existing.id;
    }
    throw new ProviderSignInRefused('an account with this email already exists; log in with your email and password');
  }

  try {
    return await app.db.transaction().execute(async (trx) => {
      const userId = await createAccount(trx, {
        email: profile.email!,
        passwordHash: null,
        emailVerified: profile.emailVerified,
        referralSource: profile.provider,
        referralCode,
        fallbackSalesperson: fallbackSalesperson[profile.provider],
      });
      await linkIdentity(trx, { userId, provider: profile.provider, subject: profile.subject, email: profile.email });
      return userId;
    });
  } catch (error) {
    // Two first sign-ins at once: the other one created the account.
    if (isUniqueViolation(error)) {
      const winner = await findIdentity(app.db, profile.provider, profile.subject);
      if (winner) return winner.user_id;
    }
    throw error;
  }
}
