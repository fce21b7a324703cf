/** The payment view: tiers, methods, progress and success. */
export const paymentText = {
  paymentTitle: 'Choose Your Membership',
  tierLegend: 'Membership tier',
  methodLegend: 'Payment method',
  paypal: 'PayPal',
  yoco: 'Yoco',
  weeklyPrice: (price: string) => `${price} / week`,
  tierCharge: (weeks: number, total: string, charged: string, method: string) =>
    `${weeks} ${weeks === 1 ? 'week' : 'weeks'}: ${total} · charged as ${charged} with ${method}`,
  payWith: (method: string) => `Pay with ${method}`,
  chooseTierToContinue: 'Choose a tier to continue.',
  paymentProgressRegion: 'Payment progress',
  startingPayment: 'Starting payment...',
  loadingTiers: 'Loading membership tiers...',
  noPaymentMethod: 'No payment method is available right now. Please try again later.',
  capturingProgress: 'Capturing payment',
  verificationProgress: (step: number, steps: number) => `Check ${step} of ${steps}`,
  openGuide: 'Open the guide',
  paymentSuccessDetail: 'Please log out and log in again to start using your membership.',
} as const;
