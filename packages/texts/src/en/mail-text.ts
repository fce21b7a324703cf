import { autoRenewalMailText } from './providers/provider-texts.ts';

/** The e-mails the worker sends: sign-up verification, password reset, the salesperson invite and membership notices. */
export const mailText = {
  enterCodeInApp: 'Or enter this code in the app:',

  verifySubject: 'Verify your email for guidepass',
  verifyIntro: 'Welcome to guidepass, your membership to the Botswana tourism guide. Please confirm this email address.',
  verifyAction: 'Verify my email',
  verifyExpiry: 'The link and the code work once and expire in 24 hours.',
  verifyIgnore: 'If you did not sign up, you can ignore this email.',

  resetSubject: 'Reset your guidepass password',
  resetIntro: 'Someone asked to reset the password of your guidepass account.',
  resetAction: 'Choose a new password',
  resetExpiry: 'The link and the code work once and expire in 1 hour.',
  resetIgnore: 'If it was not you, ignore this email: your password stays as it is.',

  // The invite to claim a salesperson record (product.md §9).
  inviteSubject: 'Your guidepass salesperson account',
  inviteIntro: (fullName: string) =>
    `guidepass invites you to your salesperson account as ${fullName}: your referral link and QR code, the members who signed up through you, your sales and your earnings.`,
  inviteAction: 'Open my salesperson account',
  inviteAfter: 'Sign up or log in with any account, then the app links it to you. The link works once and expires in 7 days; a newer invite replaces it.',
  inviteIgnore: 'If you do not sell guidepass, you can ignore this email.',

  // Membership notices (product.md §8): dates come in Gaborone time, and every notice says so.
  noticeTimeNote: 'Times are Botswana time (Africa/Gaborone).',
  openMembership: 'Open My membership',
  renewMembership: 'Renew my membership',

  receiptSubject: (receiptNumber: string) => `Your guidepass receipt ${receiptNumber}`,
  receiptRenewedSubject: (receiptNumber: string) => `Your guidepass membership renewed: receipt ${receiptNumber}`,
  receiptIntro: 'Thank you for your guidepass payment. This is your receipt.',
  receiptNumberLabel: 'Receipt number',
  receiptDateLabel: 'Date',
  receiptTierLabel: 'Tier',
  receiptPriceLabel: 'Price',
  receiptPaidWithLabel: 'Paid with',
  receiptAmountLabel: 'Amount charged',
  receiptWeeksLabel: 'Weeks',
  receiptActiveUntilLabel: 'Membership active until',
  receiptKeep: 'Keep this email for your records.',
  // A renewal's receipt and a failed weekly charge: the renewing provider's words.
  ...autoRenewalMailText,

  // A refund (product.md §13): what was given back, the weeks taken back, where the membership stands now.
  refundSubject: (receiptNumber: string) => `Your guidepass payment ${receiptNumber} was refunded`,
  refundIntro: 'We refunded your guidepass payment. The money goes back the way you paid.',
  refundAmountLabel: 'Refunded',
  refundedAmount: (price: string, charged: string | null) => (charged ? `${price} (${charged})` : price),
  refundWeeksLabel: 'Weeks taken back',
  refundActiveUntil: (activeUntil: string) => `Your membership stays active until ${activeUntil}.`,

  endsSoonSubject: (timeLeft: string) => `Your guidepass membership ends in ${timeLeft}`,
  endsSoonIntro: (timeLeft: string, endsAt: string) =>
    `Your guidepass membership ends in ${timeLeft}, on ${endsAt}. Renew now to keep reading the guide without a break.`,
  endsSoonAfter: 'Your payment does not renew by itself; renewing before then adds a week to your current end date.',

  endedSubject: 'Your guidepass membership has ended',
  endedIntro: (endedAt: string) => `Your guidepass membership ended on ${endedAt}. Renew to read the guide again.`,

  paymentFailedActiveUntil: (activeUntil: string) => `Your membership stays active until ${activeUntil}.`,
} as const;
