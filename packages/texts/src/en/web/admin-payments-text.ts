/** The admin's member view: the member's credited payments and refunding one from the app (product.md §13). */
export const adminPaymentsText = {
  memberPaymentsTitle: 'Payments',
  memberNoPayments: 'No payments credited.',
  paymentCardTitle: (receipt: string | null, when: string) => (receipt ? `Receipt ${receipt}, ${when}` : `Payment of ${when}`),
  paymentLabels: { method: 'Paid with', status: 'Status', price: 'Price', charged: 'Charged', weeks: 'Weeks', refunded: 'Refunded' },
  paymentStates: { captured: 'Paid', refunded: 'Refunded' } as Record<string, string>,
  refundPayment: 'Refund',
  refundQuestion: (amount: string, method: string) =>
    `Refund ${amount} through ${method}? The member loses the weeks this payment bought and the salesperson its commission. A payment is refunded once.`,
  refundReasonLabel: 'Reason (sent to the payment provider)',
  refundReasonDefault: "At the member's request",
  refundReasonMissing: 'Please give a reason for the refund.',
  refundYes: 'Yes, refund',
  refunding: 'Refunding...',
  // The earnings report's revenue is the pula price; under it what the sales were charged in other currencies.
  earningsCharged: (labels: string[]) => `charged ${labels.join(' + ')}`,
  // DPO may hold a refund for its checker (providers.md §6.8): nothing is taken back until it approves
  refundStateLabel: 'Refund at the provider',
  refundStates: { pending: "Waiting for the provider's approval", approved: 'Approved', declined: 'Declined by the provider' } as Record<string, string>,
  refundPending: (amount: string) => `Refund of ${amount} asked for. The provider must approve it first; the weeks and the commission are taken back once it does.`,
  refundDeclined: (amount: string) => `The provider declined the refund of ${amount}. Nothing was taken back.`,
  refundDone: (amount: string, whole: boolean) => (whole ? `Refunded ${amount}. The weeks and the commission were taken back.` : `Refunded ${amount} in part.`),
} as const;
