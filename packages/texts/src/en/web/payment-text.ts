import { providerFirstPayments, providerLabels } from '../providers/provider-texts.ts';

/** The payment view: tiers, methods, progress and success. */
export const paymentText = {
  paymentTitle: 'Choose Your Membership',
  tierLegend: 'Membership tier',
  methodLegend: 'Payment method',
  // Each provider's label by its name (uiText.paypal…)
  ...providerLabels,
  weeklyPrice: (price: string) => `${price} / week`,
  // A tier card's first payment (product.md §14), the pula labels of GET /api/tiers: PayPal renews weekly after it,
  // Yoco buys these weeks only.
  tierFirstPayment: providerFirstPayments,
  // What the *selected* method charges (product.md §17): in pula the first payment itself, "P100 now for 2 weeks with
  // Orange Money"; in another currency that currency's amount, "US$7.40 with PayPal".
  tierFirstPaymentWith: (total: string, weeks: number, method: string) => `${total} now for ${weeks} ${weeks === 1 ? 'week' : 'weeks'} with ${method}`,
  tierChargeWith: (charged: string, method: string) => `${charged} with ${method}`,
  payWith: (method: string) => `Pay with ${method}`,
  chooseTierToContinue: 'Choose a tier to continue.',
  paymentProgressRegion: 'Payment progress',
  checkingPayment: 'Checking how the payment ended...',
  startingPayment: 'Starting payment...',
  loadingTiers: 'Loading membership tiers...',
  noPaymentMethod: 'No payment method is available right now. Please try again later.',
  capturingProgress: 'Capturing payment',
  verificationProgress: (step: number, steps: number) => `Check ${step} of ${steps}`,
  openGuide: 'Open the guide',
  // The success view (product.md §14): the guide opens by itself unless the person starts using the view first.
  paymentSuccessActive: 'Your membership is active.',
  paymentSuccessOpening: 'Your membership is active. The guide opens in a moment.',
} as const;
