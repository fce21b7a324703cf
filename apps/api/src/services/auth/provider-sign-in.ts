import type { FastifyInstance } from 'fastify';
import { isUniqueViolation, type IdentityProvider } from '@guidepass/db';
import { providerSignInReasons, type ProviderSignInReason } from '@guidepass/domain/provider-sign-in-outcomes';
import { googleSalesperson } from '@guidepass/domain/salesperson-name';
import { findIdentity, linkIdentity } from '../../repositories/identities-repository.ts';
import { deleteUnverifiedUser, findUserByEmail } from '../../repositories/users-repository.ts';
import { createAccount } from './create-account.ts';
import { decideSalesperson } from '../salespeople/salesperson-choice.ts';

export interface ProviderProfile {
  provider: IdentityProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
}

/** A sign-in refused for a reason the person can act on; the web shows its `reason`'s sentence after the provider's name. */
export class ProviderSignInRefused extends Error {
  constructor(readonly reason: ProviderSignInReason) {
    super(`provider sign-in refused: ${reason}`);
  }
}

const fallbackSalesperson = {
  google: googleSalesperson,
  facebook: { firstName: 'N/A', lastName: 'N/A', fullName: 'Facebook User' },
} as const;

/**
 * The user a provider's identity signs in as (product.md §10: never two owners of one account).
 * - A known identity signs in.
 * - An existing account whose e-mail is verified: Google's verified e-mail links to it; Facebook's may not
 *   (it would let a Facebook account into a password account); anything else is refused.
 * - An existing account whose e-mail was never verified proves nothing about who made it: a provider that vouches
 *   for the address takes it over. The unverified account is deleted with its password, sessions, e-mail tokens,
 *   identities and chosen salesperson, and a fresh account is made as for a new e-mail (salesperson from the
 *   referral code of this sign-in, else the placeholder the member is later asked to replace).
 * - A new e-mail gets a new account.
 */
export async function signInWithProvider(app: FastifyInstance, profile: ProviderProfile, referralCode?: string): Promise<string> {
  const known = await findIdentity(app.db, profile.provider, profile.subject);
  if (known) return known.user_id;
  if (!profile.email) throw new ProviderSignInRefused(providerSignInReasons.sharedNoEmail);

  const existing = await findUserByEmail(app.db, profile.email);
  if (existing?.email_verified_at) {
    if (profile.provider !== 'google' || !profile.emailVerified) throw new ProviderSignInRefused(providerSignInReasons.accountExists);
    await linkIdentity(app.db, { userId: existing.id, provider: 'google', subject: profile.subject, email: profile.email });
    return existing.id;
  }
  if (existing && !profile.emailVerified) throw new ProviderSignInRefused(providerSignInReasons.accountExists);
  return createProviderAccount(app, profile, referralCode, existing?.id);
}

/** A new account for this identity, in place of the unverified account `replacing` when there is one. */
async function createProviderAccount(app: FastifyInstance, profile: ProviderProfile, referralCode: string | undefined, replacing?: string) {
  try {
    return await app.db.transaction().execute(async (trx) => {
      // Guarded: an account verified in the meantime stays, and the insert below then meets its e-mail.
      if (replacing && (await deleteUnverifiedUser(trx, replacing))) {
        app.log.warn({ replacedUserId: replacing, provider: profile.provider }, 'unverified account taken over by a provider sign-in');
      }
      const userId = await createAccount(trx, {
        email: profile.email!,
        passwordHash: null,
        emailVerified: profile.emailVerified,
        referralSource: profile.provider,
        salesperson: referralCode
          ? await decideSalesperson(trx, { referralCode })
          : { kind: 'none', names: fallbackSalesperson[profile.provider] },
      });
      await linkIdentity(trx, { userId, provider: profile.provider, subject: profile.subject, email: profile.email });
      return userId;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Two first sign-ins at once: the other one created the account. Otherwise the e-mail now has an owner.
    const winner = await findIdentity(app.db, profile.provider, profile.subject);
    if (winner) return winner.user_id;
    throw new ProviderSignInRefused(providerSignInReasons.accountExists);
  }
}
