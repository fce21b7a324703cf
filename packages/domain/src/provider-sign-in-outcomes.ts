import type { Messages } from '@guidepass/texts/messages-for';
import { salespersonReasons } from './errors.ts';

/**
 * Why a provider sign-in (Google, Facebook) came back to the sign-in view: the `?auth_error=` of the api's redirect
 * (apps/api/src/routes/auth/oauth.ts), a code the web turns into a sentence in its own language.
 */
export const providerSignInReasons = {
  /** the person (or the provider) did not grant access */
  accessDenied: 'access-denied',
  /** anything else went wrong: try again */
  failed: 'sign-in-failed',
  /** the provider's account shared no e-mail address */
  sharedNoEmail: 'no-email-shared',
  /** the e-mail has an account this provider may not sign into (product.md §10) */
  accountExists: 'account-exists',
  /** the referral code carried through the round trip names no salesperson */
  unknownReferralCode: salespersonReasons.unknownReferralCode,
} as const;

export type ProviderSignInReason = (typeof providerSignInReasons)[keyof typeof providerSignInReasons];

const outcomes: Readonly<Record<ProviderSignInReason, (messages: Messages) => string>> = {
  [providerSignInReasons.accessDenied]: (messages) => messages.providerAccessDenied,
  [providerSignInReasons.failed]: (messages) => messages.providerSignInFailed,
  [providerSignInReasons.sharedNoEmail]: (messages) => messages.providerSharedNoEmail,
  [providerSignInReasons.accountExists]: (messages) => messages.providerAccountExists,
  [providerSignInReasons.unknownReferralCode]: (messages) => messages.invalidReferralCode,
};

/**
 * The text to show after "Google Sign-in failed: " for an `?auth_error=` value, in the given messages: the sentence
 * of one of the reasons above, else (a hand-made link, an old one) the generic failure, so nobody can put their own
 * words on our sign-in screen.
 */
export function providerSignInOutcome(reason: string, messages: Messages): string {
  const outcome = Object.hasOwn(outcomes, reason) ? outcomes[reason as ProviderSignInReason] : outcomes[providerSignInReasons.failed];
  return outcome(messages);
}

/** The whole message for a failed sign-in's return: Google's own line for Google (the original's), the generic one else. */
export function providerSignInMessage(reason: string, provider: string | null, messages: Messages): string {
  const outcome = providerSignInOutcome(reason, messages);
  return provider === 'google' ? messages.googleFailed(outcome) : messages.authFailed(outcome);
}
