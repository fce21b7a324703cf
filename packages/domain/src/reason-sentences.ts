import type { Messages } from '@guidepass/texts/messages-for';
import { paymentStartReasons, pushReasons, salespersonReasons } from './errors.ts';

// The sentence of each failure `reason` that always says the same thing (apps/api/src/errors.ts answers it, the
// api's test holds the two together), so a client says it in its own language. Left out: reasons whose sentence
// depends on the route (invalid-credentials, invalid-email, already-claimed, payment-already-refunded), on what the
// server knows (the configured providers, a price, similar names) or carries details (invalid-request): their
// sentence is the answer's own message, written by the api in the request's language.
const sentences: Readonly<Record<string, (messages: Messages) => string>> = {
  'email-already-in-use': (m) => m.emailAlreadyInUse,
  'weak-password': (m) => m.invalidCredentials,
  'password-too-common': (m) => m.passwordTooCommon,
  'password-not-set': (m) => m.noPasswordToChange,
  'passwords-do-not-match': (m) => m.passwordsDoNotMatch,
  'salesperson-name-required': (m) => m.salespersonNameRequired,
  [salespersonReasons.unknownReferralCode]: (m) => m.invalidReferralCode,
  [salespersonReasons.fixed]: (m) => m.salespersonFixed,
  [salespersonReasons.invalidClaimToken]: (m) => m.invalidClaimToken,
  [salespersonReasons.inviteForAnotherEmail]: (m) => m.inviteForAnotherEmail,
  'salesperson-exists': (m) => m.salespersonExists,
  'salesperson-not-found': (m) => m.salespersonNotFound,
  'merge-into-itself': (m) => m.mergeIntoItself,
  'salesperson-already-confirmed': (m) => m.salespersonAlreadyConfirmed,
  'not-a-salesperson': (m) => m.notSalesperson,
  'payout-month-ahead': (m) => m.payoutMonthAhead,
  'invalid-payout-date': (m) => m.invalidPayoutDate,
  'email-not-verified': (m) => m.emailNotVerified,
  'invalid-verification': (m) => m.invalidVerification,
  'invalid-reset-token': (m) => m.invalidResetToken,
  'resend-cooldown': (m) => m.resendCooldown,
  'requires-recent-login': (m) => m.deleteFailed(m.lastSignInTooOld),
  'session-required': (m) => m.sessionExpired,
  'rate-limited': (m) => m.tooManyRequests,
  'profile-not-found': (m) => m.profileNotFound,
  unavailable: (m) => m.unavailable,
  'server-busy': (m) => m.busy,
  'invalid-tier': (m) => m.invalidTier,
  'invalid-mobile-number': (m) => m.invalidMobileNumber,
  'wallet-not-offered': (m) => m.walletNotOffered,
  'mobile-money-not-offered': (m) => m.mobileMoneyNotOffered,
  'no-remembered-number': (m) => m.noRememberedNumber,
  [paymentStartReasons.mobileNumberBusy]: (m) => m.mobileNumberBusy,
  [paymentStartReasons.mobileNumberLimit]: (m) => m.mobileNumberLimit,
  [paymentStartReasons.mobileRequestsFromHere]: (m) => m.mobileRequestsFromHere,
  'not-your-account': (m) => m.notYourPayment,
  'payment-not-found': (m) => m.paymentNotFound,
  'payment-not-refundable': (m) => m.paymentNotRefundable,
  'payment-not-withdrawable': (m) => m.paymentNotWithdrawable,
  'member-not-found': (m) => m.memberNotFound,
  'subscription-not-found': (m) => m.subscriptionNotFound,
  'subscription-not-at-paypal': (m) => m.subscriptionNotAtPayPal,
  'no-auto-renew': (m) => m.noAutoRenew,
  'auto-renew-on': (m) => m.autoRenewOn,
  'membership-inactive': (m) => m.guideNeedsMembership,
  'invalid-signature': (m) => m.invalidWebhookSignature,
  'not-admin': (m) => m.notAdmin,
  'json-too-deep': (m) => m.invalidRequest,
  [pushReasons.unavailable]: (m) => m.pushUnavailable,
  'push-endpoint-not-allowed': (m) => m.pushEndpointNotAllowed,
  [pushReasons.endpointTaken]: (m) => m.pushEndpointTaken,
  'push-subscription-not-found': (m) => m.pushSubscriptionNotFound,
  'invalid-push-key': (m) => m.pushFailed,
};

/** The reasons whose sentence a client may write itself (reasonSentence). */
export const reasonsWithSentence: readonly string[] = Object.keys(sentences);

/** The sentence of a failure's `reason` in the given messages, or null for a reason whose sentence is the answer's own. */
export function reasonSentence(reason: string | undefined, messages: Messages): string | null {
  const sentence = reason !== undefined && Object.hasOwn(sentences, reason) ? sentences[reason] : undefined;
  return sentence ? sentence(messages) : null;
}
