/** The membership notices' words about a PayPal subscription's weekly charge: a renewal's receipt, a failed charge. */
export const paypalMailText = {
  receiptRenewedIntro: 'Your guidepass membership renewed automatically: PayPal charged your weekly payment. This is your receipt.',
  receiptRenews: 'PayPal charges the weekly price each week until you turn automatic renewal off in My membership.',
  paymentFailedIntro: 'PayPal could not take the weekly payment for your guidepass membership, so no week was added.',
  // `providers` names the configured ones (messages.providerChoice).
  paymentFailedTodo: (providers: string) =>
    `What to do: check the card or balance of your PayPal account; PayPal tries the payment again in a few days. Or turn off automatic renewal in My membership and renew there with ${providers}.`,
} as const;

/** The same failed charge as a Web Push notification's body. */
export const paypalPushText = {
  paymentFailedBody: (standing: string) => `PayPal could not take the weekly payment. ${standing} Tap to see what to do.`,
} as const;
