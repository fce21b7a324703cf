import { accountMessages } from '@guidepass/texts/en/account-messages';
import { paymentMessages } from '@guidepass/texts/en/payment-messages';

// The rules on the texts (which report success, which a provider sign-in may show), apart from
// their union in messages.ts: they read the areas they name, so that the first view's JavaScript carries only those
// areas (product.md §19).

/**
 * Messages that report success, shown as success rather than under the original's colour rule: ours (product.md
 * section 12) and the original's own success texts (section 14).
 */
export const successMessages: readonly string[] = [
  accountMessages.accountCreated,
  accountMessages.deleteSucceeded,
  paymentMessages.paymentSuccessful,
  accountMessages.emailVerified,
  accountMessages.verificationSent,
  accountMessages.passwordResetSent,
  accountMessages.passwordResetDone,
  accountMessages.passwordChanged,
];

/** Whether a message is one of ours reporting success. */
export function reportsSuccess(message: string): boolean {
  return successMessages.includes(message);
}

/**
 * The only texts a failed provider sign-in may show after "Google Sign-in failed: " or "Authentication failed: ".
 * The API redirects with one of them in `?auth_error=`; anything else in that address (a hand-made link) is shown as
 * the generic failure, so nobody can put their own words on our sign-in screen.
 */
export const providerSignInOutcomes: readonly string[] = [
  accountMessages.providerAccessDenied,
  accountMessages.providerSignInFailed,
  accountMessages.providerSharedNoEmail,
  accountMessages.providerAccountExists,
  accountMessages.invalidReferralCode,
];

/** The text to show for an `?auth_error=` value: itself when it is one of ours, else the generic failure. */
export function providerSignInOutcome(error: string): string {
  return providerSignInOutcomes.includes(error) ? error : accountMessages.providerSignInFailed;
}
