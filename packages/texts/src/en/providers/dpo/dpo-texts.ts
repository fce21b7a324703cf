// DPO Pay's words in the texts every provider fills in that the first view shows, gathered by ../provider-texts.ts.

/** How members choose it: a card charged in pula on DPO's hosted page (product.md §13). */
export const label = 'Card (pula)';

/** How a payment with it is named everywhere (product.md §17). */
export const paidWithName = 'Card (pula)';

/** What paying with it means: these weeks only, in pula. */
export const renewalNote = 'You pay for these weeks only, in pula; we remind you before they end.';

/** A tier card's first payment (product.md §14): these weeks only. */
export const tierFirstPayment = (total: string, weeks: number, _weekly: string) => `${total} now for ${weeks} ${weeks === 1 ? 'week' : 'weeks'}`;
