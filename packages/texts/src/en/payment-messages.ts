import { autoRenewalMessages, providerRenewalNotes } from './providers/provider-texts.ts';

/** Membership tiers, payments, their capture and renewal (original spec §8 word for word, ours where it gives none). */
export const paymentMessages = {
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
  initiationFailed: (message?: string) => `Payment initiation failed: ${message || 'An unknown error occurred.'}`,
  // Ours, for the payment flow.
  providerUnavailable: (provider: string) => `${provider} is unavailable right now.`,
  // The original's "PayPal is currently unavailable. Please try Yoco instead." (and Yoco's), for any provider down
  // and the one offered instead.
  providerUnavailableTryOther: (provider: string, other: string) => `${provider} is currently unavailable. Please try ${other} instead.`,
  webhooksNotConfigured: (provider: string) => `${provider} webhooks are not configured.`,
  // What applies to the chosen method (product.md §8: PayPal renews, Yoco does not): under subscriptionNote for
  // PayPal; alone for Yoco, where the seed's "Automatically charged weekly" is not true (§14).
  renewalNote: providerRenewalNotes,
  // Starting payments is bounded per member (product.md §15); cancelling at a provider does not close a payment here.
  // `providers` names the configured ones (providerChoice).
  tooManyPaymentStarts: (providers: string) =>
    `You started several payments in the last minute. Please finish the one you opened at ${providers}, or wait a minute before starting another.`,
  tooManyOpenPayments: (providers: string) =>
    `You have several payments started and not finished. Please finish one of them at ${providers} first; an unfinished payment lapses after 24 hours.`,
  // Providers named as a choice: "PayPal", "PayPal or Yoco", "PayPal, Yoco or DPO Pay".
  providerChoice: (names: readonly string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`),
  invalidTier: 'That membership tier does not exist.',
  notYourPayment: 'That payment does not belong to this account.',
  paymentNotFound: 'That payment was not found.',
  memberNotFound: 'No member has that e-mail address.',
  subscriptionNotFound: 'That subscription was not found.',
  ...autoRenewalMessages,
  noAutoRenew: 'There is no automatic renewal to turn off.',
  autoRenewOn: 'Your membership already renews automatically.',
  guideNeedsMembership: 'The guide is open to active members. Please sign in and make sure your membership is active.',
} as const;
