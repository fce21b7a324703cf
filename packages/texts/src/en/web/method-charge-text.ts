import { providerMethodCharges } from '../providers/provider-texts.ts';

/**
 * The payment view's list of what each offered method charges for the chosen tier (product.md §13, money shown), in
 * the method's own currency: "P200 by card or mobile money", "US$14.80 via PayPal", "R1010.80 via Yoco".
 */
export const methodChargeText = {
  methodChargesTitle: (tier: string) => `What ${tier} costs with each way to pay`,
  methodCharge: providerMethodCharges,
} as const;
