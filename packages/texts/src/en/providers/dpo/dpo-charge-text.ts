// DPO Pay's words in the payment view's list of what each way charges (loaded on demand), gathered by
// ../provider-texts.ts.

/** What it charges for the chosen tier, in pula: "P200 by card or mobile money". */
export const methodCharge = (amount: string) => `${amount} by card or mobile money`;
