import { autoRenewalAdminText } from '../providers/provider-texts.ts';

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
  ...autoRenewalAdminText,
  subscriptionPlan: (tierId: string, planKind: 'first-cycle' | 'weekly') =>
    `${tierId} tier, ${planKind === 'first-cycle' ? '2 weeks first, then weekly' : 'weekly'}`,
  noTime: 'None',
} as const;
