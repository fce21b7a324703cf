import createError, { type FastifyErrorConstructor } from '@fastify/error';
import { errorStatus, paymentStartReasons, pushReasons, salespersonReasons, subscriptionReasons } from '@guidepass/domain/errors';
import { paymentMethodLabels, paymentMethods } from '@guidepass/domain/payment-providers';
import { defaultLanguage } from '@guidepass/texts/language';
import { messagesFor, type Messages } from '@guidepass/texts/messages-for';

/** What an answer's sentence may name besides the failure: the payment providers this server is configured for. */
export interface AnswerContext {
  providers: readonly string[];
}

/** What a failure's sentence may name of the failure itself, given where it is raised (see `failureWith`). */
export interface FailureDetails {
  /** a payment provider's name, as the member knows it */
  provider?: string;
  /** an amount, written with its currency */
  amount?: string;
  /** salespersons' full names */
  names?: readonly string[];
}

/** One failure the API answers with: its function code (which decides the status), its `reason` and its sentence. */
interface ApiErrorEntry {
  code: Exclude<keyof typeof errorStatus, 'cancelled' | 'internal' | 'unimplemented' | 'deadline-exceeded'>;
  reason: string;
  /** the sentence in the request's language */
  text?: (messages: Messages, answer: AnswerContext) => string;
  /** instead of `text`, for a sentence naming the failure's own details (thrown with them: `failureWith`) */
  detailText?: (messages: Messages, details: FailureDetails) => string;
  /** a 5xx that means a dependency is down is logged as an error, other 5xx here (expected refusals) as warnings */
  log?: 'error';
}

/**
 * Every failure the API answers with, one row per class. The error handler answers from it (`apiErrorEntry`) and the
 * OpenAPI error schema documents its reasons. Rows may share a reason (the same condition met on another route).
 */
export const apiErrors = {
  EmailAlreadyInUse: { code: 'aborted', reason: 'email-already-in-use', text: (messages) => messages.emailAlreadyInUse },
  InvalidCredentials: { code: 'unauthenticated', reason: 'invalid-credentials', text: (messages) => messages.invalidCredentials },
  WeakPassword: { code: 'invalid-argument', reason: 'weak-password', text: (messages) => messages.invalidCredentials },
  PasswordTooCommon: { code: 'invalid-argument', reason: 'password-too-common', text: (messages) => messages.passwordTooCommon },
  CurrentPasswordWrong: { code: 'unauthenticated', reason: 'invalid-credentials', text: (messages) => messages.currentPasswordWrong },
  NoPasswordToChange: { code: 'aborted', reason: 'password-not-set', text: (messages) => messages.noPasswordToChange },
  InvalidEmail: { code: 'invalid-argument', reason: 'invalid-email', text: (messages) => messages.invalidCredentials },
  PasswordsDoNotMatch: { code: 'invalid-argument', reason: 'passwords-do-not-match', text: (messages) => messages.passwordsDoNotMatch },
  SalespersonNameRequired: { code: 'invalid-argument', reason: 'salesperson-name-required', text: (messages) => messages.salespersonNameRequired },
  InvalidReferralCode: { code: 'invalid-argument', reason: salespersonReasons.unknownReferralCode, text: (messages) => messages.invalidReferralCode },
  UnknownReferralCode: { code: 'not-found', reason: salespersonReasons.unknownReferralCode, text: (messages) => messages.invalidReferralCode },
  SalespersonFixed: { code: 'aborted', reason: salespersonReasons.fixed, text: (messages) => messages.salespersonFixed },
  InvalidClaimToken: { code: 'invalid-argument', reason: salespersonReasons.invalidClaimToken, text: (messages) => messages.invalidClaimToken },
  SalespersonAlreadyClaimed: { code: 'aborted', reason: salespersonReasons.alreadyClaimed, text: (messages) => messages.salespersonAlreadyClaimed },
  AccountAlreadySalesperson: { code: 'aborted', reason: salespersonReasons.alreadyClaimed, text: (messages) => messages.accountAlreadySalesperson },
  InviteForAnotherEmail: { code: 'permission-denied', reason: salespersonReasons.inviteForAnotherEmail, text: (messages) => messages.inviteForAnotherEmail },
  SalespersonExists: { code: 'aborted', reason: 'salesperson-exists', text: (messages) => messages.salespersonExists },
  SalespersonNotFound: { code: 'not-found', reason: 'salesperson-not-found', text: (messages) => messages.salespersonNotFound },
  MergeIntoItself: { code: 'invalid-argument', reason: 'merge-into-itself', text: (messages) => messages.mergeIntoItself },
  /** POST /api/admin/salesperson-names/{id}/confirm for a record that is a salesperson already (product.md §14) */
  SalespersonAlreadyConfirmed: { code: 'aborted', reason: 'salesperson-already-confirmed', text: (messages) => messages.salespersonAlreadyConfirmed },
  MergeClaimedRecord: { code: 'aborted', reason: salespersonReasons.alreadyClaimed, text: (messages) => messages.mergeClaimedRecord },
  InvalidEmailAddress: { code: 'invalid-argument', reason: 'invalid-email', text: (messages) => messages.invalidEmailAddress },
  NotSalesperson: { code: 'permission-denied', reason: 'not-a-salesperson', text: (messages) => messages.notSalesperson },
  PayoutMonthAhead: { code: 'invalid-argument', reason: 'payout-month-ahead', text: (messages) => messages.payoutMonthAhead },
  InvalidPayoutDate: { code: 'invalid-argument', reason: 'invalid-payout-date', text: (messages) => messages.invalidPayoutDate },
  /** thrown with the similar names: see the class below */
  SalespersonCloseMatch: { code: 'aborted', reason: salespersonReasons.closeMatch, detailText: (messages, details) => messages.salespersonCloseMatch(details.names ?? []) },
  EmailNotVerified: { code: 'permission-denied', reason: 'email-not-verified', text: (messages) => messages.emailNotVerified },
  InvalidVerification: { code: 'invalid-argument', reason: 'invalid-verification', text: (messages) => messages.invalidVerification },
  InvalidResetToken: { code: 'invalid-argument', reason: 'invalid-reset-token', text: (messages) => messages.invalidResetToken },
  ResendCooldown: { code: 'resource-exhausted', reason: 'resend-cooldown', text: (messages) => messages.resendCooldown },
  RequiresRecentLogin: {
    code: 'unauthenticated',
    reason: 'requires-recent-login',
    text: (messages) => messages.deleteFailed(messages.lastSignInTooOld),
  },
  SessionRequired: { code: 'unauthenticated', reason: 'session-required', text: (messages) => messages.sessionExpired },
  RateLimited: { code: 'resource-exhausted', reason: 'rate-limited', text: (messages) => messages.tooManyRequests },
  ProfileNotFound: { code: 'not-found', reason: 'profile-not-found', text: (messages) => messages.profileNotFound },
  Unavailable: { code: 'unavailable', reason: 'unavailable', text: (messages) => messages.unavailable, log: 'error' },
  /** password hashing is at its limit (lib/auth/hash-pool.ts); answered with Retry-After */
  ServerBusy: { code: 'unavailable', reason: 'server-busy', text: (messages) => messages.busy },
  ProviderUnavailable: { code: 'unavailable', reason: 'provider-unavailable', detailText: (messages, details) => messages.providerUnavailable(details.provider ?? '') },
  /** the provider refused or could not be reached for a refund (POST /api/admin/payments/{id}/refund) */
  RefundProviderUnavailable: { code: 'unavailable', reason: 'provider-unavailable', detailText: (messages, details) => messages.refundProviderUnavailable(details.provider ?? '') },
  /** a provider's notification reached a server that has no webhook set up for it */
  WebhooksNotConfigured: { code: 'unavailable', reason: 'provider-unavailable', detailText: (messages, details) => messages.webhooksNotConfigured(details.provider ?? '') },
  /** a listed provider this server is not configured for, asked by name (POST /api/payments/{provider}) */
  PaymentMethodNotOffered: { code: 'not-found', reason: 'payment-method-not-offered', detailText: (messages, details) => messages.providerUnavailable(details.provider ?? '') },
  InvalidTier: { code: 'invalid-argument', reason: 'invalid-tier', text: (messages) => messages.invalidTier },
  InvalidMobileNumber: { code: 'invalid-argument', reason: 'invalid-mobile-number', text: (messages) => messages.invalidMobileNumber },
  WalletNotOffered: { code: 'invalid-argument', reason: 'wallet-not-offered', text: (messages) => messages.walletNotOffered },
  /** mobile money asked of a provider that cannot charge a phone, or with no wallets configured */
  MobileMoneyNotOffered: { code: 'not-found', reason: 'mobile-money-not-offered', text: (messages) => messages.mobileMoneyNotOffered },
  NoRememberedNumber: { code: 'invalid-argument', reason: 'no-remembered-number', text: (messages) => messages.noRememberedNumber },
  TooManyPaymentStarts: { code: 'resource-exhausted', reason: paymentStartReasons.tooManyStarts, text: (messages, answer) => messages.tooManyPaymentStarts(messages.providerChoice(answer.providers)) },
  /** thrown with the seconds until the oldest open payment lapses: see the class below */
  TooManyOpenPayments: { code: 'resource-exhausted', reason: paymentStartReasons.tooManyOpen, text: (messages, answer) => messages.tooManyOpenPayments(messages.providerChoice(answer.providers)) },
  /** mobile-money bounds per target number and per IP (product.md §18): see TooManyMobileRequests below */
  MobileNumberBusy: { code: 'resource-exhausted', reason: paymentStartReasons.mobileNumberBusy, text: (messages) => messages.mobileNumberBusy },
  MobileNumberLimit: { code: 'resource-exhausted', reason: paymentStartReasons.mobileNumberLimit, text: (messages) => messages.mobileNumberLimit },
  MobileRequestsFromHere: { code: 'resource-exhausted', reason: paymentStartReasons.mobileRequestsFromHere, text: (messages) => messages.mobileRequestsFromHere },
  NotYourAccount: { code: 'permission-denied', reason: 'not-your-account', text: (messages) => messages.notYourPayment },
  PaymentNotFound: { code: 'not-found', reason: 'payment-not-found', text: (messages) => messages.paymentNotFound },
  /** POST /api/admin/payments/{id}/refund (product.md §13): not paid, refunded once already, or one under way */
  PaymentNotRefundable: { code: 'aborted', reason: 'payment-not-refundable', text: (messages) => messages.paymentNotRefundable },
  /** POST /api/payments/{id}/withdraw (product.md §17): paid, failed, expired or withdrawn already, or the provider refused */
  PaymentNotWithdrawable: { code: 'aborted', reason: 'payment-not-withdrawable', text: (messages) => messages.paymentNotWithdrawable },
  PaymentAlreadyRefunded: { code: 'aborted', reason: 'payment-already-refunded', text: (messages) => messages.paymentAlreadyRefunded },
  RefundInProgress: { code: 'aborted', reason: 'payment-already-refunded', text: (messages) => messages.refundInProgress },
  RefundAmountTooLarge: { code: 'invalid-argument', reason: 'invalid-refund-amount', detailText: (messages, details) => messages.refundAmountTooLarge(details.amount ?? '') },
  RefundAmountOverRemainder: { code: 'invalid-argument', reason: 'invalid-refund-amount', detailText: (messages, details) => messages.refundAmountOverRemainder(details.amount ?? '') },
  RefundAmountTooSmall: { code: 'invalid-argument', reason: 'invalid-refund-amount', text: (messages) => messages.refundAmountTooSmall },
  MemberNotFound: { code: 'not-found', reason: 'member-not-found', text: (messages) => messages.memberNotFound },
  SubscriptionNotFound: { code: 'not-found', reason: 'subscription-not-found', text: (messages) => messages.subscriptionNotFound },
  SubscriptionNotAtProvider: { code: 'aborted', reason: subscriptionReasons.notAtProvider, text: (messages) => messages.subscriptionNotAtProvider },
  NoAutoRenew: { code: 'not-found', reason: 'no-auto-renew', text: (messages) => messages.noAutoRenew },
  AutoRenewOn: { code: 'aborted', reason: 'auto-renew-on', text: (messages) => messages.autoRenewOn },
  MembershipInactive: { code: 'permission-denied', reason: 'membership-inactive', text: (messages) => messages.guideNeedsMembership },
  InvalidSignature: { code: 'invalid-argument', reason: 'invalid-signature', text: (messages) => messages.invalidWebhookSignature },
  /** a DPO notification naming no token (POST /webhooks/dpo) */
  InvalidNotification: { code: 'invalid-argument', reason: 'invalid-request', text: (messages) => messages.invalidRequest },
  NotAdmin: { code: 'permission-denied', reason: 'not-admin', text: (messages) => messages.notAdmin },
  JsonTooDeep: { code: 'invalid-argument', reason: 'json-too-deep', text: (messages) => messages.invalidRequest },
  PushUnavailable: { code: 'not-found', reason: pushReasons.unavailable, text: (messages) => messages.pushUnavailable },
  PushEndpointNotAllowed: { code: 'invalid-argument', reason: 'push-endpoint-not-allowed', text: (messages) => messages.pushEndpointNotAllowed },
  PushEndpointTaken: { code: 'aborted', reason: pushReasons.endpointTaken, text: (messages) => messages.pushEndpointTaken },
  PushSubscriptionNotFound: { code: 'not-found', reason: 'push-subscription-not-found', text: (messages) => messages.pushSubscriptionNotFound },
  InvalidPushKey: { code: 'invalid-argument', reason: 'invalid-push-key', text: (messages) => messages.pushFailed },
} as const satisfies Record<string, ApiErrorEntry>;

type ApiErrorClass = FastifyErrorConstructor<{ code: string; statusCode: number }>;

// The error's own message (logs, and the answer where a row has no text) is the default language's, naming every provider.
const logged = { messages: messagesFor(defaultLanguage), answer: { providers: paymentMethods.map((name) => paymentMethodLabels[name]) } };

// The factory: @fastify/error upper-cases the reason into the error's `code`; the function code gives the status.
const made = Object.fromEntries(
  Object.entries(apiErrors).map(([name, entry]: [string, ApiErrorEntry]) => [
    name,
    createError(entry.reason, entry.text ? entry.text(logged.messages, logged.answer) : '%s', errorStatus[entry.code]),
  ]),
) as { [Name in keyof typeof apiErrors]: ApiErrorClass };

export const {
  EmailAlreadyInUse, InvalidCredentials, WeakPassword, PasswordTooCommon, CurrentPasswordWrong, NoPasswordToChange, InvalidEmail,
  PasswordsDoNotMatch, SalespersonNameRequired, InvalidReferralCode, UnknownReferralCode, SalespersonFixed, InvalidClaimToken,
  SalespersonAlreadyClaimed, AccountAlreadySalesperson, InviteForAnotherEmail, SalespersonExists, SalespersonNotFound, MergeIntoItself, SalespersonAlreadyConfirmed,
  MergeClaimedRecord, InvalidEmailAddress, NotSalesperson, PayoutMonthAhead, InvalidPayoutDate, EmailNotVerified, InvalidVerification,
  InvalidResetToken, ResendCooldown, RequiresRecentLogin, SessionRequired, RateLimited, ProfileNotFound, Unavailable, ServerBusy,
  RefundAmountTooSmall, InvalidTier, InvalidMobileNumber, WalletNotOffered, MobileMoneyNotOffered, NoRememberedNumber, TooManyPaymentStarts, NotYourAccount, PaymentNotFound, PaymentNotRefundable,
  PaymentAlreadyRefunded, RefundInProgress, MemberNotFound, SubscriptionNotFound,
  SubscriptionNotAtProvider, NoAutoRenew, AutoRenewOn, MembershipInactive, InvalidSignature, InvalidNotification, NotAdmin, JsonTooDeep, PushUnavailable,
  PushEndpointNotAllowed, PushEndpointTaken, PushSubscriptionNotFound, InvalidPushKey,
} = made;

type DetailedFailure = { [Name in keyof typeof apiErrors]: (typeof apiErrors)[Name] extends { detailText: unknown } ? Name : never }[keyof typeof apiErrors];

/**
 * A failure whose sentence names its own details (a provider, an amount): the error handler writes it in the
 * request's language from them; the error's own message (the logs') is the default language's.
 */
export function failureWith(name: DetailedFailure, details: FailureDetails): Error & { details: FailureDetails } {
  const entry: ApiErrorEntry = apiErrors[name];
  return Object.assign(new made[name](entry.detailText?.(logged.messages, details)), { details });
}

/** The details a failure was thrown with (failureWith), or none. */
export function detailsOf(error: object): FailureDetails {
  const details = (error as { details?: unknown }).details;
  return details && typeof details === 'object' ? (details as FailureDetails) : {};
}

/** No salesperson has the typed name but similar ones exist: answered with their names as `suggestions`. */
export class SalespersonCloseMatch extends made.SalespersonCloseMatch {
  readonly suggestions: Array<{ fullName: string }>;
  readonly details: FailureDetails;
  constructor(fullNames: string[]) {
    super(logged.messages.salespersonCloseMatch(fullNames));
    this.suggestions = fullNames.map((fullName) => ({ fullName }));
    this.details = { names: fullNames };
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

// Each row's class by its prototype, to tell apart rows that share a reason (and so a code) but not a sentence
// (@fastify/error's instanceof goes by the code, so it cannot).
const byPrototype = new Map<object, ApiErrorEntry>(Object.entries(apiErrors).map(([name, entry]) => [made[name as keyof typeof apiErrors].prototype, entry]));

function ownRow(error: object): ApiErrorEntry | undefined {
  for (let prototype = Object.getPrototypeOf(error); prototype; prototype = Object.getPrototypeOf(prototype)) {
    const row = byPrototype.get(prototype);
    if (row) return row;
  }
  return undefined;
}

/**
 * The table's row for an error the API threw on purpose (`own`: thrown from its class, so its text is the row's), or
 * undefined for any other error.
 */
export function apiErrorEntry(error: { code?: unknown }): (ApiErrorEntry & { own: boolean }) | undefined {
  const own = ownRow(error);
  if (own) return { ...own, own: true };
  const shared = typeof error.code === 'string' ? byErrorCode.get(error.code) : undefined;
  return shared && { ...shared, own: false };
}

/**
 * The sentence to answer an error with, in `messages`: for an error the API threw on purpose its row's (naming
 * `answer`'s providers, or the details it was thrown with), else the error's own message.
 */
export function answerSentence(error: { message: string; code?: unknown }, messages: Messages, answer: AnswerContext): string {
  const ours = apiErrorEntry(error);
  if (!ours?.own) return error.message;
  if (ours.text) return ours.text(messages, answer);
  return ours.detailText ? ours.detailText(messages, detailsOf(error)) : error.message;
}

/** Every `reason` the table answers with, each once. */
export const apiErrorReasons: readonly string[] = [...new Set(Object.values(apiErrors).map((entry) => entry.reason))];
export const { PaymentNotWithdrawable } = made;
