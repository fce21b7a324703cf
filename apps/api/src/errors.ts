import createError from '@fastify/error';
import { messages } from '@guidepass/domain/messages';
import { paymentStartReasons, pushReasons, salespersonReasons } from '@guidepass/domain/errors';

/**
 * One error class per failure the API answers with. The @fastify/error code (which it upper-cases) is our
 * stable `reason` in lower case;
 * the status decides the original's error `code` (see the error handler).
 */
export const EmailAlreadyInUse = createError('email-already-in-use', messages.emailAlreadyInUse, 409);
export const InvalidCredentials = createError('invalid-credentials', messages.invalidCredentials, 401);
export const WeakPassword = createError('weak-password', messages.invalidCredentials, 400);
export const PasswordTooCommon = createError('password-too-common', messages.passwordTooCommon, 400);
export const CurrentPasswordWrong = createError('invalid-credentials', messages.currentPasswordWrong, 401);
export const NoPasswordToChange = createError('password-not-set', messages.noPasswordToChange, 409);
export const InvalidEmail = createError('invalid-email', messages.invalidCredentials, 400);
export const PasswordsDoNotMatch = createError('passwords-do-not-match', messages.passwordsDoNotMatch, 400);
export const SalespersonNameRequired = createError('salesperson-name-required', messages.salespersonNameRequired, 400);
export const InvalidReferralCode = createError(salespersonReasons.unknownReferralCode, messages.invalidReferralCode, 400);
export const UnknownReferralCode = createError(salespersonReasons.unknownReferralCode, messages.invalidReferralCode, 404);
export const SalespersonFixed = createError(salespersonReasons.fixed, messages.salespersonFixed, 409);
export const InvalidClaimToken = createError(salespersonReasons.invalidClaimToken, messages.invalidClaimToken, 400);
export const SalespersonAlreadyClaimed = createError(salespersonReasons.alreadyClaimed, messages.salespersonAlreadyClaimed, 409);
export const AccountAlreadySalesperson = createError(salespersonReasons.alreadyClaimed, messages.accountAlreadySalesperson, 409);
export const InviteForAnotherEmail = createError(salespersonReasons.inviteForAnotherEmail, messages.inviteForAnotherEmail, 403);
export const SalespersonExists = createError('salesperson-exists', messages.salespersonExists, 409);
export const SalespersonNotFound = createError('salesperson-not-found', messages.salespersonNotFound, 404);
export const MergeIntoItself = createError('merge-into-itself', messages.mergeIntoItself, 400);
export const MergeClaimedRecord = createError(salespersonReasons.alreadyClaimed, messages.mergeClaimedRecord, 409);
export const InvalidEmailAddress = createError('invalid-email', messages.invalidEmailAddress, 400);
export const NotSalesperson = createError('not-a-salesperson', messages.notSalesperson, 403);
export const PayoutMonthAhead = createError('payout-month-ahead', messages.payoutMonthAhead, 400);
export const InvalidPayoutDate = createError('invalid-payout-date', messages.invalidPayoutDate, 400);
const CloseMatch = createError(salespersonReasons.closeMatch, '%s', 409);
/** No salesperson has the typed name but similar ones exist: answered with their names as `suggestions`. */
export class SalespersonCloseMatch extends CloseMatch {
  readonly suggestions: Array<{ fullName: string }>;
  constructor(fullNames: string[]) {
    super(messages.salespersonCloseMatch(fullNames));
    this.suggestions = fullNames.map((fullName) => ({ fullName }));
  }
}
export const EmailNotVerified = createError('email-not-verified', messages.emailNotVerified, 403);
export const InvalidVerification = createError('invalid-verification', messages.invalidVerification, 400);
export const InvalidResetToken = createError('invalid-reset-token', messages.invalidResetToken, 400);
export const ResendCooldown = createError('resend-cooldown', messages.resendCooldown, 429);
export const RequiresRecentLogin = createError(
  'requires-recent-login',
  messages.deleteFailed('your last sign-in was more than 5 minutes ago'),
  401,
);
export const SessionRequired = createError('session-required', messages.sessionExpired, 401);
export const RateLimited = createError('rate-limited', messages.tooManyRequests, 429);
export const ProfileNotFound = createError('profile-not-found', messages.profileNotFound, 404);
export const Unavailable = createError('unavailable', messages.unavailable, 503);
/** Password hashing is at its limit (lib/hash-pool.ts); answered with Retry-After. */
export const ServerBusy = createError('server-busy', messages.busy, 503);
export const ProviderUnavailable = createError('provider-unavailable', '%s', 503);
export const InvalidTier = createError('invalid-tier', messages.invalidTier, 400);
export const TooManyPaymentStarts = createError(paymentStartReasons.tooManyStarts, messages.tooManyPaymentStarts, 429);
const OpenPaymentsLimit = createError(paymentStartReasons.tooManyOpen, messages.tooManyOpenPayments, 429);
/** The member has as many open payments as allowed; answered with Retry-After (when the oldest one lapses). */
export class TooManyOpenPayments extends OpenPaymentsLimit {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super();
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
export const NotYourAccount = createError('not-your-account', messages.notYourPayment, 403);
export const PaymentNotFound = createError('payment-not-found', messages.paymentNotFound, 404);
export const MemberNotFound = createError('member-not-found', messages.memberNotFound, 404);
export const SubscriptionNotFound = createError('subscription-not-found', messages.subscriptionNotFound, 404);
export const SubscriptionNotAtPayPal = createError('subscription-not-at-paypal', messages.subscriptionNotAtPayPal, 409);
export const NoAutoRenew = createError('no-auto-renew', messages.noAutoRenew, 404);
export const AutoRenewOn = createError('auto-renew-on', messages.autoRenewOn, 409);
export const MembershipInactive = createError('membership-inactive', messages.guideNeedsMembership, 403);
export const InvalidSignature = createError('invalid-signature', 'The webhook signature is not valid.', 400);
export const NotAdmin = createError('not-admin', 'This page is for administrators.', 403);
export const JsonTooDeep = createError('json-too-deep', messages.invalidRequest, 400);
export const PushUnavailable = createError(pushReasons.unavailable, messages.pushUnavailable, 404);
export const PushEndpointNotAllowed = createError('push-endpoint-not-allowed', messages.pushEndpointNotAllowed, 400);
export const PushEndpointTaken = createError(pushReasons.endpointTaken, messages.pushEndpointTaken, 409);
export const PushSubscriptionNotFound = createError('push-subscription-not-found', messages.pushSubscriptionNotFound, 404);
export const InvalidPushKey = createError('invalid-push-key', messages.pushFailed, 400);
