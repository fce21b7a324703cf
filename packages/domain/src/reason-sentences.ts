import type { Messages } from '@guidepass/texts/messages-for';
import { paymentStartReasons, pushReasons, salespersonReasons, subscriptionReasons } from './errors.ts';

// The sentence of each failure `reason` that always says the same thing (apps/api/src/errors.ts answers it, the
// api's test holds the two together), so a client says it in its own language. Left out: reasons whose sentence
// depends on the route (invalid-credentials, invalid-email, already-claimed, payment-already-refunded), on what the
// server knows (the configured providers, a price, similar names) or carries details (invalid-request): their
// sentence is the answer's own message, written by the api in the request's language.
const sentences: Readonly<Record<string, (messages: Messages) => string>> = {
  'email-already-in-use': (messages) => messages.emailAlreadyInUse,
  'weak-password': (messages) => messages.invalidCredentials,
  'password-too-common': (messages) => messages.passwordTooCommon,
  'password-not-set': (messages) => messages.noPasswordToChange,
  'passwords-do-not-match': (messages) => messages.passwordsDoNotMatch,
  'salesperson-name-required': (messages) => messages.salespersonNameRequired,
  [salespersonReasons.unknownReferralCode]: (messages) => messages.invalidReferralCode,
  [salespersonReasons.fixed]: (messages) => messages.salespersonFixed,
  [salespersonReasons.invalidClaimToken]: (messages) => messages.invalidClaimToken,
  [salespersonReasons.inviteForAnotherEmail]: (messages) => messages.inviteForAnotherEmail,
  'salesperson-exists': (messages) => messages.salespersonExists,
  'salesperson-not-found': (messages) => messages.salespersonNotFound,
  'merge-into-itself': (messages) => messages.mergeIntoItself,
  'salesperson-already-confirmed': (messages) => messages.salespersonAlreadyConfirmed,
  'not-a-salesperson': (messages) => messages.notSalesperson,
  'payout-month-ahead': (messages) => messages.payoutMonthAhead,
  'invalid-payout-date': (messages) => messages.invalidPayoutDate,
  'email-not-verified': (messages) => messages.emailNotVerified,
  'invalid-verification': (messages) => messages.invalidVerification,
  'invalid-reset-token': (messages) => messages.invalidResetToken,
  'resend-cooldown': (messages) => messages.resendCooldown,
  'requires-recent-login': (messages) => messages.deleteFailed(messages.lastSignInTooOld),
  'session-required': (messages) => messages.sessionExpired,
  'rate-limited': (messages) => messages.tooManyRequests,
  'profile-not-found': (messages) => messages.profileNotFound,
  unavailable: (messages) => messages.unavailable,
  'server-busy': (messages) => messages.busy,
  'invalid-tier': (messages) => messages.invalidTier,
  'invalid-mobile-number': (messages) => messages.invalidMobileNumber,
  'wallet-not-offered': (messages) => messages.walletNotOffered,
  'mobile-money-not-offered': (messages) => messages.mobileMoneyNotOffered,
  'no-remembered-number': (messages) => messages.noRememberedNumber,
  [paymentStartReasons.mobileNumberBusy]: (messages) => messages.mobileNumberBusy,
  [paymentStartReasons.mobileNumberLimit]: (messages) => messages.mobileNumberLimit,
  [paymentStartReasons.mobileRequestsFromHere]: (messages) => messages.mobileRequestsFromHere,
  'not-your-account': (messages) => messages.notYourPayment,
  'payment-not-found': (messages) => messages.paymentNotFound,
  'payment-not-refundable': (messages) => messages.paymentNotRefundable,
  'payment-not-withdrawable': (messages) => messages.paymentNotWithdrawable,
  'member-not-found': (messages) => messages.memberNotFound,
  'subscription-not-found': (messages) => messages.subscriptionNotFound,
  [subscriptionReasons.notAtProvider]: (messages) => messages.subscriptionNotAtProvider,
  'no-auto-renew': (messages) => messages.noAutoRenew,
  'auto-renew-on': (messages) => messages.autoRenewOn,
  'membership-inactive': (messages) => messages.guideNeedsMembership,
  'invalid-signature': (messages) => messages.invalidWebhookSignature,
  'not-admin': (messages) => messages.notAdmin,
  'json-too-deep': (messages) => messages.invalidRequest,
  [pushReasons.unavailable]: (messages) => messages.pushUnavailable,
  'push-endpoint-not-allowed': (messages) => messages.pushEndpointNotAllowed,
  [pushReasons.endpointTaken]: (messages) => messages.pushEndpointTaken,
  'push-subscription-not-found': (messages) => messages.pushSubscriptionNotFound,
  'invalid-push-key': (messages) => messages.pushFailed,
};

/** The reasons whose sentence a client may write itself (reasonSentence). */
export const reasonsWithSentence: readonly string[] = Object.keys(sentences);

/** The sentence of a failure's `reason` in the given messages, or null for a reason whose sentence is the answer's own. */
export function reasonSentence(reason: string | undefined, messages: Messages): string | null {
  const sentence = reason !== undefined && Object.hasOwn(sentences, reason) ? sentences[reason] : undefined;
  return sentence ? sentence(messages) : null;
}
