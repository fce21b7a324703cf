/** The admin area's members and their PayPal subscriptions. */
export const adminMembersText = {
  // The admin area's members (issue 11): a member's PayPal subscriptions, re-checked with PayPal.
  membersTitle: 'Members & refunds',
  membersHint: 'Find a member by e-mail address to see how they pay, their membership and payments, and refund one. Times are Gaborone time.',
  memberEmailLabel: "Member's e-mail address",
  findMember: 'Find member',
  findingMember: 'Finding...',
  memberEmailMissing: "Please enter the member's e-mail address.",
  memberActiveUntil: (when: string) => `Membership active until ${when}.`,
  memberEnded: (when: string) => `Membership not active (ended ${when}).`,
  memberNeverPaid: 'No membership paid yet.',
  memberSubscriptionsTitle: 'PayPal subscriptions',
  subscriptionTitle: (paypalId: string | null) => (paypalId ? `PayPal ${paypalId}` : 'Never reached PayPal'),
  subscriptionPlan: (tierId: string, planKind: 'first-cycle' | 'weekly') =>
    `${tierId} tier, ${planKind === 'first-cycle' ? '2 weeks first, then weekly' : 'weekly'}`,
  subscriptionLabels: { status: 'Status', nextCharge: 'Next charge', created: 'Started', lastStatement: 'Last word from PayPal', credited: 'Charges credited' },
  noTime: 'None',
  recheckWithPayPal: 'Re-check with PayPal',
  recheckingWithPayPal: 'Asking PayPal...',
  recheckDone: (status: string, credited: number) =>
    `Re-checked with PayPal: ${status}. ${credited === 0 ? 'No missed charge to credit.' : credited === 1 ? '1 missed charge credited.' : `${credited} missed charges credited.`}`,
  recheckSlow: (status: string) => `PayPal did not answer in time; the worker keeps trying. Last recorded: ${status}. Re-check again in a minute.`,
} as const;
