import { messages } from '@guidepass/texts/en/messages';

// The texts live in @guidepass/texts (by area, English first); importers keep reading them here, with the rules on them.
export { messages };

/**
 * Messages that report success, shown as success rather than under the original's colour rule: ours (product.md
 * section 12) and the original's own success texts (section 14).
 */
export const successMessages: readonly string[] = [
  messages.accountCreated,
  messages.deleteSucceeded,
  messages.paymentSuccessful,
  messages.emailVerified,
  messages.verificationSent,
  messages.passwordResetSent,
  messages.passwordResetDone,
  messages.passwordChanged,
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
  messages.providerAccessDenied,
  messages.providerSignInFailed,
  messages.providerSharedNoEmail,
  messages.providerAccountExists,
  messages.invalidReferralCode,
];

/** The text to show for an `?auth_error=` value: itself when it is one of ours, else the generic failure. */
export function providerSignInOutcome(error: string): string {
  return providerSignInOutcomes.includes(error) ? error : messages.providerSignInFailed;
}
