import createError, { type FastifyErrorConstructor } from '@fastify/error';
import { messages } from '@guidepass/domain/messages';
import { errorStatus, paymentStartReasons, pushReasons, salespersonReasons } from '@guidepass/domain/errors';

/** One failure the API answers with: its function code (which decides the status), its `reason` and its default message. */
interface ApiErrorEntry {
  code: Exclude<keyof typeof errorStatus, 'cancelled' | 'internal' | 'unimplemented' | 'deadline-exceeded'>;
  reason: string;
  /** `%s` where the thrower passes the message */
  message: string;
  /** a 5xx that means a dependency is down is logged as an error, other 5xx here (expected refusals) as warnings */
  log?: 'error';
}

/**
 * Every failure the API answers with, one row per class. The error handler answers from it (`apiErrorEntry`) and the
 * OpenAPI error schema documents its reasons. Rows may share a reason (the same condition met on another route).
 */
export const apiErrors = {
  EmailAlreadyInUse: { code: 'aborted', reason: 'email-already-in-use', message: messages.emailAlreadyInUse },
  InvalidCredentials: { code: 'unauthenticated', reason: 'invalid-credentials', message: messages.invalidCredentials },
  WeakPassword: { code: 'invalid-argument', reason: 'weak-password', message: messages.invalidCredentials },
  PasswordTooCommon: { code: 'invalid-argument', reason: 'password-too-common', message: messages.passwordTooCommon },
  CurrentPasswordWrong: { code: 'unauthenticated', reason: 'invalid-credentials', message: messages.currentPasswordWrong },
  NoPasswordToChange: { code: 'aborted', reason: 'password-not-set', message: messages.noPasswordToChange },
  InvalidEmail: { code: 'invalid-argument', reason: 'invalid-email', message: messages.invalidCredentials },
  PasswordsDoNotMatch: { code: 'invalid-argument', reason: 'passwords-do-not-match', message: messages.passwordsDoNotMatch },
  SalespersonNameRequired: { code: 'invalid-argument', reason: 'salesperson-name-required', message: messages.salespersonNameRequired },
  InvalidReferralCode: { code: 'invalid-argument', reason: salespersonReasons.unknownReferralCode, message: messages.invalidReferralCode },
  UnknownReferralCode: { code: 'not-found', reason: salespersonReasons.unknownReferralCode, message: messages.invalidReferralCode },
  SalespersonFixed: { code: 'aborted', reason: salespersonReasons.fixed, message: messages.salespersonFixed },
  InvalidClaimToken: { code: 'invalid-argument', reason: salespersonReasons.invalidClaimToken, message: messages.invalidClaimToken },
  SalespersonAlreadyClaimed: { code: 'aborted', reason: salespersonReasons.alreadyClaimed, message: messages.salespersonAlreadyClaimed },
  AccountAlreadySalesperson: { code: 'aborted', reason: salespersonReasons.alreadyClaimed, message: messages.accountAlreadySalesperson },
  InviteForAnotherEmail: { code: 'permission-denied', reason: salespersonReasons.inviteForAnotherEmail, message: messages.inviteForAnotherEmail },
  SalespersonExists: { code: 'aborted', reason: 'salesperson-exists', message: messages.salespersonExists },
  SalespersonNotFound: { code: 'not-found', reason: 'salesperson-not-found', message: messages.salespersonNotFound },
  MergeIntoItself: { code: 'invalid-argument', reason: 'merge-into-itself', message: messages.mergeIntoItself },
  /** POST /api/admin/salesperson-names/{id}/confirm for a record that is a salesperson already (product.md §14) */
  SalespersonAlreadyConfirmed: { code: 'aborted', reason: 'salesperson-already-confirmed', message: messages.salespersonAlreadyConfirmed },
  MergeClaimedRecord: { code: 'aborted', reason: salespersonReasons.alreadyClaimed, message: messages.mergeClaimedRecord },
  InvalidEmailAddress: { code: 'invalid-argument', reason: 'invalid-email', message: messages.invalidEmailAddress },
  NotSalesperson: { code: 'permission-denied', reason: 'not-a-salesperson', message: messages.notSalesperson },
  PayoutMonthAhead: { code: 'invalid-argument', reason: 'payout-month-ahead', message: messages.payoutMonthAhead },
  InvalidPayoutDate: { code: 'invalid-argument', reason: 'invalid-payout-date', message: messages.invalidPayoutDate },
  /** thrown with the similar names: see the class below */
  SalespersonCloseMatch: { code: 'aborted', reason: salespersonReasons.closeMatch, message: '%s' },
  EmailNotVerified: { code: 'permission-denied', reason: 'email-not-verified', message: messages.emailNotVerified },
  InvalidVerification: { code: 'invalid-argument', reason: 'invalid-verification', message: messages.invalidVerification },
  InvalidResetToken: { code: 'invalid-argument', reason: 'invalid-reset-token', message: messages.invalidResetToken },
  ResendCooldown: { code: 'resource-exhausted', reason: 'resend-cooldown', message: messages.resendCooldown },
  RequiresRecentLogin: {
    code: 'unauthenticated',
    reason: 'requires-recent-login',
    message: messages.deleteFailed(messages.lastSignInTooOld),
  },
  SessionRequired: { code: 'unauthenticated', reason: 'session-required', message: messages.sessionExpired },
  RateLimited: { code: 'resource-exhausted', reason: 'rate-limited', message: messages.tooManyRequests },
  ProfileNotFound: { code: 'not-found', reason: 'profile-not-found', message: messages.profileNotFound },
  Unavailable: { code: 'unavailable', reason: 'unavailable', message: messages.unavailable, log: 'error' },
  /** password hashing is at its limit (lib/hash-pool.ts); answered with Retry-After */
  ServerBusy: { code: 'unavailable', reason: 'server-busy', message: messages.busy },
  ProviderUnavailable: { code: 'unavailable', reason: 'provider-unavailable', message: '%s' },
  /** a listed provider this server is not configured for, asked by name (POST /api/payments/{provider}) */
  PaymentMethodNotOffered: { code: 'not-found', reason: 'payment-method-not-offered', message: '%s' },
  InvalidTier: { code: 'invalid-argument', reason: 'invalid-tier', message: messages.invalidTier },
  InvalidMobileNumber: { code: 'invalid-argument', reason: 'invalid-mobile-number', message: messages.invalidMobileNumber },
  WalletNotOffered: { code: 'invalid-argument', reason: 'wallet-not-offered', message: messages.walletNotOffered },
  /** mobile money asked of a provider that cannot charge a phone, or with no wallets configured */
  MobileMoneyNotOffered: { code: 'not-found', reason: 'mobile-money-not-offered', message: messages.mobileMoneyNotOffered },
  NoRememberedNumber: { code: 'invalid-argument', reason: 'no-remembered-number', message: messages.noRememberedNumber },
  TooManyPaymentStarts: { code: 'resource-exhausted', reason: paymentStartReasons.tooManyStarts, message: messages.tooManyPaymentStarts },
  /** thrown with the seconds until the oldest open payment lapses: see the class below */
  TooManyOpenPayments: { code: 'resource-exhausted', reason: paymentStartReasons.tooManyOpen, message: messages.tooManyOpenPayments },
  /** mobile-money bounds per target number and per IP (product.md §18): see TooManyMobileRequests below */
  MobileNumberBusy: { code: 'resource-exhausted', reason: paymentStartReasons.mobileNumberBusy, message: messages.mobileNumberBusy },
  MobileNumberLimit: { code: 'resource-exhausted', reason: paymentStartReasons.mobileNumberLimit, message: messages.mobileNumberLimit },
  MobileRequestsFromHere: { code: 'resource-exhausted', reason: paymentStartReasons.mobileRequestsFromHere, message: messages.mobileRequestsFromHere },
  NotYourAccount: { code: 'permission-denied', reason: 'not-your-account', message: messages.notYourPayment },
  PaymentNotFound: { code: 'not-found', reason: 'payment-not-found', message: messages.paymentNotFound },
  /** POST /api/admin/payments/{id}/refund (product.md §13): not paid, refunded once already, or one under way */
  PaymentNotRefundable: { code: 'aborted', reason: 'payment-not-refundable', message: messages.paymentNotRefundable },
  /** POST /api/payments/{id}/withdraw (product.md §17): paid, failed, expired or withdrawn already, or the provider refused */
  PaymentNotWithdrawable: { code: 'aborted', reason: 'payment-not-withdrawable', message: messages.paymentNotWithdrawable },
  PaymentAlreadyRefunded: { code: 'aborted', reason: 'payment-already-refunded', message: messages.paymentAlreadyRefunded },
  RefundInProgress: { code: 'aborted', reason: 'payment-already-refunded', message: messages.refundInProgress },
  InvalidRefundAmount: { code: 'invalid-argument', reason: 'invalid-refund-amount', message: '%s' },
  MemberNotFound: { code: 'not-found', reason: 'member-not-found', message: messages.memberNotFound },
  SubscriptionNotFound: { code: 'not-found', reason: 'subscription-not-found', message: messages.subscriptionNotFound },
  SubscriptionNotAtPayPal: { code: 'aborted', reason: 'subscription-not-at-paypal', message: messages.subscriptionNotAtPayPal },
  NoAutoRenew: { code: 'not-found', reason: 'no-auto-renew', message: messages.noAutoRenew },
  AutoRenewOn: { code: 'aborted', reason: 'auto-renew-on', message: messages.autoRenewOn },
  MembershipInactive: { code: 'permission-denied', reason: 'membership-inactive', message: messages.guideNeedsMembership },
  InvalidSignature: { code: 'invalid-argument', reason: 'invalid-signature', message: messages.invalidWebhookSignature },
  /** a DPO notification naming no token (POST /webhooks/dpo) */
  InvalidNotification: { code: 'invalid-argument', reason: 'invalid-request', message: messages.invalidRequest },
  NotAdmin: { code: 'permission-denied', reason: 'not-admin', message: messages.notAdmin },
  JsonTooDeep: { code: 'invalid-argument', reason: 'json-too-deep', message: messages.invalidRequest },
  PushUnavailable: { code: 'not-found', reason: pushReasons.unavailable, message: messages.pushUnavailable },
  PushEndpointNotAllowed: { code: 'invalid-argument', reason: 'push-endpoint-not-allowed', message: messages.pushEndpointNotAllowed },
  PushEndpointTaken: { code: 'aborted', reason: pushReasons.endpointTaken, message: messages.pushEndpointTaken },
  PushSubscriptionNotFound: { code: 'not-found', reason: 'push-subscription-not-found', message: messages.pushSubscriptionNotFound },
  InvalidPushKey: { code: 'invalid-argument', reason: 'invalid-push-key', message: messages.pushFailed },
} as const satisfies Record<string, ApiErrorEntry>;

type ApiErrorClass = FastifyErrorConstructor<{ code: string; statusCode: number }>;

// The factory: @fastify/error upper-cases the reason into the error's `code`; the function code gives the status.
const made = Object.fromEntries(
  Object.entries(apiErrors).map(([name, entry]) => [name, createError(entry.reason, entry.message, errorStatus[entry.code])]),
) as { [Name in keyof typeof apiErrors]: ApiErrorClass };

export const {
  EmailAlreadyInUse, InvalidCredentials, WeakPassword, PasswordTooCommon, CurrentPasswordWrong, NoPasswordToChange, InvalidEmail,
  PasswordsDoNotMatch, SalespersonNameRequired, InvalidReferralCode, UnknownReferralCode, SalespersonFixed, InvalidClaimToken,
  SalespersonAlreadyClaimed, AccountAlreadySalesperson, InviteForAnotherEmail, SalespersonExists, SalespersonNotFound, MergeIntoItself, SalespersonAlreadyConfirmed,
  MergeClaimedRecord, InvalidEmailAddress, NotSalesperson, PayoutMonthAhead, InvalidPayoutDate, EmailNotVerified, InvalidVerification,
  InvalidResetToken, ResendCooldown, RequiresRecentLogin, SessionRequired, RateLimited, ProfileNotFound, Unavailable, ServerBusy,
  ProviderUnavailable, PaymentMethodNotOffered, InvalidTier, InvalidMobileNumber, WalletNotOffered, MobileMoneyNotOffered, NoRememberedNumber, TooManyPaymentStarts, NotYourAccount, PaymentNotFound, PaymentNotRefundable,
  PaymentAlreadyRefunded, RefundInProgress, InvalidRefundAmount, MemberNotFound, SubscriptionNotFound,
  SubscriptionNotAtPayPal, NoAutoRenew, AutoRenewOn, MembershipInactive, InvalidSignature, InvalidNotification, NotAdmin, JsonTooDeep, PushUnavailable,
  PushEndpointNotAllowed, PushEndpointTaken, PushSubscriptionNotFound, InvalidPushKey,
} = made;

/** No salesperson has the typed name but similar ones exist: answered with their names as `suggestions`. */
export class SalespersonCloseMatch extends made.SalespersonCloseMatch {
  readonly suggestions: Array<{ fullName: string }>;
  constructor(fullNames: string[]) {
    super(messages.salespersonCloseMatch(fullNames));
    this.suggestions = fullNames.map((fullName) => ({ fullName }));
  }
}

/** The member has as many open payments as allowed; answered with Retry-After (when the oldest one lapses). */
export class TooManyOpenPayments extends made.TooManyOpenPayments {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super();
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** A mobile-money bound was reached (which one: `bound`); answered with Retry-After (when it frees up). */
export function tooManyMobileRequests(bound: 'open' | 'number' | 'ip', retryAfterSeconds: number): Error {
  const error = new { open: made.MobileNumberBusy, number: made.MobileNumberLimit, ip: made.MobileRequestsFromHere }[bound]();
  return Object.assign(error, { retryAfterSeconds: Math.max(1, retryAfterSeconds) });
}

// The table's rows by the code @fastify/error gives their errors; rows sharing a reason share the code and the log level.
const byErrorCode = new Map<string, ApiErrorEntry>(Object.values(apiErrors).map((entry) => [entry.reason.toUpperCase(), entry]));

/** The table's row for an error the API threw on purpose, or undefined for any other error. */
export function apiErrorEntry(error: { code?: unknown }): ApiErrorEntry | undefined {
  return typeof error.code === 'string' ? byErrorCode.get(error.code) : undefined;
}

/** Every `reason` the table answers with, each once. */
export const apiErrorReasons: readonly string[] = [...new Set(Object.values(apiErrors).map((entry) => entry.reason))];
export const { PaymentNotWithdrawable } = made;
