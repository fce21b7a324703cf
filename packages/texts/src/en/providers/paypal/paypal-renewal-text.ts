/** My membership's automatic renewal, a PayPal subscription (product.md §8): on, off, and turning it on again. */
export const paypalRenewalText = {
  renewalOn: 'Automatic renewal is on with PayPal.',
  turnOffRenewalConfirm: (until: string | null) =>
    `Turn off automatic renewal? PayPal will not charge you again${until === null ? '' : ` and your access stays until ${until}`}. To turn it on again you approve it at PayPal once more.`,
  turnOffKeepsAccess: (until: string) => `Your access stays until ${until}; PayPal charges you no more.`,
  turningOnRenewal: 'Opening PayPal...',
  confirmingRenewal: 'Confirming automatic renewal with PayPal...',
  renewalNotTurnedOn: 'You cancelled at PayPal, so automatic renewal was not turned on. Nothing was charged.',
  turnOnNote: 'PayPal charges one week at a time from the end of your paid time, until you turn it off. You approve it at PayPal.',
  // What turning renewal on charges (GET /api/membership nextPurchase): not active, a first purchase from now.
  turnOnFirstNote: (first: string, weeks: number, weekly: string) =>
    `PayPal charges ${first} now for the first ${weeks} weeks, then ${weekly} every week until you turn it off. You approve it at PayPal.`,
  turnOnRenewalNote: (weekly: string, from: string) => `PayPal charges ${weekly} a week from ${from}, the end of your paid time, until you turn it off. You approve it at PayPal.`,
} as const;
