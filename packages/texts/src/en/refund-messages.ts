/** Refunds from the app (product.md §13): POST /api/admin/payments/{id}/refund's refusals. */
export const refundMessages = {
  paymentNotRefundable: 'Only a paid payment can be refunded.',
  paymentAlreadyRefunded: 'That payment has been refunded in full already.',
  refundInProgress: 'A refund of that payment is under way.',
  refundAmountTooLarge: (price: string) => `A refund can be at most ${price}, the price of the payment.`,
  /** after a partial refund (product.md §18): the rest stays refundable, up to what is left */
  refundAmountOverRemainder: (left: string) => `A refund can be at most ${left}, what is left of the payment after its earlier refunds.`,
  refundAmountTooSmall: 'That amount is too small to refund in the currency charged.',
  refundProviderUnavailable: (provider: string) => `${provider} did not refund the payment, and nothing was changed. Please try again later.`,
} as const;
