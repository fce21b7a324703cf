// PayPal's words in the texts every provider fills in that the first view shows, gathered by ../provider-texts.ts.

/** How members choose it: the payment view's methods, Pay with…, receipts' provider. */
export const label = 'PayPal';

/** How a payment with it is named everywhere (product.md §17). */
export const paidWithName = 'PayPal';

/** What paying with it means, under the payment view's "Automatically charged weekly" (product.md §8: it renews). */
export const renewalNote = 'With PayPal your membership renews every week until you turn renewal off in My membership.';

/** A tier card's first payment (product.md §14): it renews weekly after it. */
export const tierFirstPayment = (total: string, weeks: number, weekly: string) => `${total} now for ${weeks} ${weeks === 1 ? 'week' : 'weeks'}, then ${weekly} a week`;
