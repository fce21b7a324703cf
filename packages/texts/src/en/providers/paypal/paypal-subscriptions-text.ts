/** The admin area's members (issue 11): a member's PayPal subscriptions, re-checked with PayPal. */
export const paypalSubscriptionsText = {
  memberSubscriptionsTitle: 'PayPal subscriptions',
  subscriptionTitle: (paypalId: string | null) => (paypalId ? `PayPal ${paypalId}` : 'Never reached PayPal'),
  subscriptionLabels: { status: 'Status', nextCharge: 'Next charge', created: 'Started', lastStatement: 'Last word from PayPal', credited: 'Charges credited' },
  recheckWithPayPal: 'Re-check with PayPal',
  recheckingWithPayPal: 'Asking PayPal...',
  recheckDone: (status: string, credited: number) =>
    `Re-checked with PayPal: ${status}. ${credited === 0 ? 'No missed charge to credit.' : credited === 1 ? '1 missed charge credited.' : `${credited} missed charges credited.`}`,
  recheckSlow: (status: string) => `PayPal did not answer in time; the worker keeps trying. Last recorded: ${status}. Re-check again in a minute.`,
} as const;
