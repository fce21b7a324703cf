/** The admin area in sections on a phone (product.md §20): the menu, pages of 20, bulk merge, handing over a link. */
export const adminSectionsText = {
  sectionsMenu: 'Admin sections',
  sectionNames: { members: 'Members & refunds', salespeople: 'Salespeople', names: 'Names to review', earnings: 'Earnings', queues: 'Queues' },
  backToMenu: 'Back to the admin menu',
  pagesLabel: (what: string) => `Pages of ${what}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  shownOf: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  // Forms repeated on every card are named by their card, so that each landmark has its own name.
  formFor: (title: string, fullName: string) => `${title}: ${fullName}`,
  chooseName: (fullName: string) => `Choose ${fullName} to merge`,
  mergeOneName: (fullName: string) => `Merge ${fullName} into a salesperson`,
  bulkMergeTitle: 'Merge the chosen names',
  bulkMergeHint: 'Tick the names that are one salesperson, then choose that salesperson.',
  bulkMergeChosen: (count: number) => (count === 1 ? '1 name chosen' : `${count} names chosen`),
  bulkMerge: 'Merge chosen names...',
  bulkMergeNoneChosen: 'Please tick at least one name to merge.',
  bulkMergeConfirm: (count: number, into: string) =>
    `Merge ${count === 1 ? '1 name' : `${count} names`} into ${into}? Their members and sales move to ${into}. This cannot be undone.`,
  bulkMerged: (count: number, into: string) => `${count === 1 ? '1 name was' : `${count} names were`} merged into ${into}.`,
  bulkMergedInPart: (merged: number, count: number, into: string, problem: string) => `${merged} of ${count} names were merged into ${into}; the rest were not: ${problem}`,
  referralLinkCaption: 'Referral link to hand over',
  referralQr: (fullName: string, url: string) => `QR code of ${fullName}'s referral link ${url}`,
  // How a found member pays (product.md §20), from their payments.
  memberPays: (email: string, how: string) => `${email} pays with ${how}.`,
  memberPaysNothingYet: (email: string) => `${email} has not paid yet.`,
  paysWithRenewal: (method: string) => `${method}, renewed automatically`,
} as const;
