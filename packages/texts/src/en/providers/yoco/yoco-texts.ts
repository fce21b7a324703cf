// Yoco's words in the texts every provider fills in that the first view shows, gathered by ../provider-texts.ts.

/** How members choose it: the payment view's methods, Pay with…, receipts' provider. */
export const label = 'Yoco';

/** How a payment with it is named everywhere (product.md §17). */
export const paidWithName = 'Yoco card';

/** What paying with it means (product.md §8, §14: it buys these weeks only, "Automatically charged weekly" is not true). */
export const renewalNote = 'You pay for these weeks only; we remind you before they end.';

/** A tier card's first payment (product.md §14): these weeks only. */
export const tierFirstPayment = (total: string, weeks: number, _weekly: string) => `${total} now for ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
