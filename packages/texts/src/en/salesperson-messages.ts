/** Salespeople: attribution, invites, merging and their money (product.md §9). */
export const salespersonMessages = {
  // Salespeople (product.md §9).
  salespersonCloseMatch: (fullNames: readonly string[]) => `Did you mean ${fullNames.join(' or ')}?`,
  salespersonFixed: 'Your salesperson cannot be changed after your first payment.',
  invalidClaimToken: 'This invite link is not valid: it was used, has expired or was replaced by a newer invite. Please ask for a new one.',
  salespersonAlreadyClaimed: 'This salesperson already has an account.',
  accountAlreadySalesperson: 'This account already belongs to a salesperson.',
  inviteForAnotherEmail: 'This invite was sent to another e-mail address. Please sign in with that address, or ask an administrator for an invite of your own.',
  salespersonExists: 'A salesperson with this name already exists.',
  salespersonNotFound: 'That salesperson was not found.',
  mergeIntoItself: 'A salesperson cannot be merged into itself.',
  salespersonAlreadyConfirmed: 'This name is already a salesperson.',
  mergeClaimedRecord: 'This salesperson has an account: merge the other record into this one instead.',
  invalidEmailAddress: 'That email address is not valid.',
  // Salespeople's money (product.md §9).
  notSalesperson: 'This account is not a salesperson. An administrator can send you an invite.',
  payoutMonthAhead: 'A payout is recorded for a month that has begun.',
  invalidPayoutDate: 'The payout date is not a calendar date (write it like 2026-11-30).',
} as const;
