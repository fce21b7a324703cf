// Yoco's words in the payment view's list of what each way charges (loaded on demand), gathered by
// ../provider-texts.ts.

/** What it charges for the chosen tier, in its own currency: "R1010.80 via Yoco". */
export const methodCharge = (amount: string) => `${amount} via Yoco`;
