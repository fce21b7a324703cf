/** Every user-facing text of the product, word for word from the original specification where it gives one. */
export const messages = {
  loadingSession: 'Loading user session...',
  unknownState: 'Error: Unknown application state.',
  signUpTitle: 'Create Your Account',
  loginTitle: 'Login to Your Account',

  passwordsDoNotMatch: 'Passwords do not match.',
  salespersonNameRequired: "Salesperson's first name and last name are required.",
  emailNotVerified: 'Please verify your email before logging in. Check your inbox for a verification link.',
  emailAlreadyInUse: 'This email is already in use. Please log in or use a different email.',
  invalidCredentials: 'Invalid email or password.',
  authFailed: (message: string) => `Authentication failed: ${message}`,
  googleFailed: (message: string) => `Google Sign-in failed: ${message}`,
  facebookNotImplemented: 'Facebook Sign-in not implemented yet.',
  deleteConfirm: 'Are you sure you want to delete your account? This action is irreversible.',
  deleteFailed: (message: string) =>
    `Failed to delete account: ${message}. Please log out and log in again, then try to delete.`,
  deleteSucceeded: 'Account deleted successfully.',
  accountCreated: 'Account created! Please verify your email. A verification link has been sent.',

  // Texts the original does not give; ours, kept here so every client shows the same words.
  requiresRecentLogin: 'This action needs a recent sign-in.',
  emailVerified: 'Your email is verified. You can now continue.',
  verificationSent: 'If the account exists and is not yet verified, a new verification email is on its way.',
  resendCooldown: 'A verification email was sent moments ago. Please wait a minute before asking again.',
  invalidVerification: 'This verification link or code is invalid or has expired.',
  passwordResetSent: 'If an account exists for that email, a password reset email is on its way.',
  passwordResetDone: 'Your password has been changed. Please log in with your new password.',
  invalidResetToken: 'This reset link or code is invalid or has expired.',
  passwordTooCommon: 'This password is too common. Please choose another one.',
  passwordChanged: 'Password changed',
  currentPasswordWrong: 'Your current password is not correct.',
  noPasswordToChange: 'This account signs in with Google or Facebook and has no password to change.',
  invalidReferralCode: 'That referral code does not match any salesperson.',
  // Salespeople (product.md §9).
  salespersonCloseMatch: (fullNames: readonly string[]) => `Did you mean ${fullNames.join(' or ')}?`,
  salespersonFixed: 'Your salesperson cannot be changed after your first payment.',
  invalidClaimToken: 'This invite link is not valid: it was used, has expired or was replaced by a newer invite. Please ask for a new one.',
  salespersonAlreadyClaimed: 'This salesperson already has an account.',
  accountAlreadySalesperson: 'This account already belongs to a salesperson.',
  inviteForAnotherEmail: 'This invite was sent to another e-mail address. Please sign in with that address, or ask an administrator for an invite of your own.',
  salespersonExists: 'A salesperson with this name already exists.',
  salespersonNotFound: 'That salesperson was not found.',
  mergeIntoItself: 'A salesperson cannot be merged into itself.',
  mergeClaimedRecord: 'This salesperson has an account: merge the other record into this one instead.',
  invalidEmailAddress: 'That email address is not valid.',
  // Salespeople's money (product.md §9).
  notSalesperson: 'This account is not a salesperson. An administrator can send you an invite.',
  payoutMonthAhead: 'A payout is recorded for a month that has begun.',
  invalidPayoutDate: 'The payout date is not a calendar date (write it like 2026-11-30).',
  providerNotConfigured: (provider: string) => `${provider} Sign-in not implemented yet.`,
  // Shown after "Google Sign-in failed: " or "Authentication failed: "; never the provider's own words.
  providerAccessDenied: 'access was not granted',
  providerSignInFailed: 'the sign-in could not be completed; please try again',
  providerSharedNoEmail: 'your account did not share an email address',
  providerAccountExists: 'an account with this email already exists; log in with your email and password',
  sessionExpired: 'Your session has ended. Please log in again.',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  invalidRequest: 'The request is not valid.',
  bodyTooLarge: 'The request is too large.',
  unsupportedMediaType: 'The request must be sent as JSON.',
  notFound: 'Not found.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
  busy: 'Many people are signing in right now. Please try again in a moment.',

  profileNotFound: 'User profile not found. Please contact support.',
  profileLoadFailed: 'Failed to load user data. Please try again.',

  selectTier: 'Please select a payment tier.',
  mustBeLoggedIn: 'You must be logged in to make a payment.',
  subscriptionNote: 'Minimum subscription period: 2 weeks. Automatically charged weekly.',
  verifyingPayment: 'Verifying payment, please wait...',
  verifyingPaymentDetail: 'This may take a few moments while we confirm your payment.',
  membershipActive: 'Welcome! Your membership is active!',
  membershipExpired: 'Your membership has expired. Please make a payment to continue.',
  paymentSuccessful: 'Payment Successful!',
  paymentCancelled: 'Payment Cancelled',
  paymentReceivedCapturing: 'Payment received! Capturing payment...',
  paymentVerificationSlow:
    'Payment verification is taking longer than expected. Please wait a moment and refresh the page.',
  captureFailed: 'Failed to capture payment. Please contact support.',
  captureError: (message?: string) => `Payment capture failed: ${message || 'Unknown error'}`,
  noValidPaymentId: 'No valid payment ID found',
  noRedirectUrl: (method: string) => `Failed to initiate ${method} payment. No redirect URL received from server.`,
  paypalUnavailable: 'PayPal is currently unavailable. Please try Yoco instead.',
  yocoUnavailable: 'Yoco is currently unavailable. Please try PayPal instead.',
  initiationFailed: (message?: string) => `Payment initiation failed: ${message || 'An unknown error occurred.'}`,
  // Ours, for the payment flow.
  providerUnavailable: (provider: string) => `${provider} is unavailable right now.`,
  paymentDeclined: 'Your card payment was declined and nothing was charged. Please try again or choose PayPal.',
  // Under subscriptionNote, what applies to the chosen method (product.md §8: PayPal renews, Yoco does not).
  renewalNote: {
    paypal: 'With PayPal your membership renews every week until you turn renewal off in My membership.',
    yoco: 'With Yoco you pay for these weeks only; we remind you by e-mail before they end.',
  },
  // Starting payments is bounded per member (product.md §15); cancelling at PayPal or Yoco does not close a payment here.
  tooManyPaymentStarts: 'You started several payments in the last minute. Please finish the one you opened at PayPal or Yoco, or wait a minute before starting another.',
  tooManyOpenPayments: 'You have several payments started and not finished. Please finish one of them at PayPal or Yoco first; an unfinished payment lapses after 24 hours.',
  invalidTier: 'That membership tier does not exist.',
  notYourPayment: 'That payment does not belong to this account.',
  paymentNotFound: 'That payment was not found.',
  memberNotFound: 'No member has that e-mail address.',
  subscriptionNotFound: 'That subscription was not found.',
  subscriptionNotAtPayPal: 'That subscription never reached PayPal, so there is nothing to re-check.',
  noAutoRenew: 'There is no automatic renewal to turn off.',
  autoRenewOn: 'Your membership already renews automatically.',
  guideNeedsMembership: 'The guide is open to active members. Please sign in and make sure your membership is active.',
  responseNotJson: 'Response is not valid JSON object.',
  responseMissingData: 'Response is missing data field.',
  // Ours, for the installed app: without a network, after an update, and how to install on iOS.
  offline: "You're offline. What's already loaded and the guide pages saved on this device still open; signing in and paying need a connection.",
  // A form sent without a network: the request never left the device, so not "service unavailable".
  offlineRequest: "You're offline. Please connect to the internet and try again.",
  guideSavedPages: 'Offline — saved pages: the guide pages you opened on this device.',
  guidePageNotSaved: 'This guide page is not saved on this device. It opens when you are back online.',
  guideSavedStart: "The guide's start page",
  paymentsNeedConnection: 'Payments need a connection.',
  updateAvailable: 'A new version is available.',
  installOffer: 'Install guidepass on this device to open it like an app.',
  iosInstallHint: 'To install guidepass, tap the Share button, then "Add to Home Screen".',
  // Ours, for notices on a device (Web Push).
  pushUnavailable: 'Notifications are not set up on this server.',
  pushEndpointNotAllowed: "This browser's push service is not one guidepass sends to.",
  pushEndpointTaken: 'This device is registered for another account. Turn notifications off and on again.',
  pushSubscriptionNotFound: 'This device is not registered for notifications.',
  pushTitle: 'Notifications on this device',
  pushOn: 'On: receipts and reminders also arrive as notifications here.',
  pushOff: 'Off: receipts and reminders arrive by e-mail only.',
  pushTurnOn: 'Turn on',
  pushTurnOff: 'Turn off',
  pushUnsupported: 'This browser cannot show notifications from guidepass. Receipts and reminders still arrive by e-mail.',
  pushDenied: 'Notifications are blocked for guidepass in this browser. Allow them in the site settings (the lock or info icon beside the address), then turn them on here.',
  pushIosInstallFirst: 'On iPhone and iPad, notifications work in the installed app: tap the Share button, then "Add to Home Screen", open guidepass from there and turn them on.',
  pushFailed: 'Notifications could not be turned on. Please try again.',
} as const;

/** The original's colour rule: these messages are informational (blue), every other one is an error (red). */
export function isInformational(message: string): boolean {
  return message.includes('Payment received!') || message.includes('Payment verification');
}

/**
 * Messages of our own that report success (product.md section 12): shown as success, not under the original's
 * colour rule, which governs the original's messages (its "Account created!…" among them).
 */
export const successMessages: readonly string[] = [
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
