import { createDpoCall, type DpoCallOptions } from './dpo-call.ts';
import { createDpoMobile } from './dpo-mobile.ts';
import { createDpoTokens, type DpoTokenSettings } from './dpo-tokens.ts';

export type DpoClientOptions = DpoCallOptions & DpoTokenSettings & {
  /** the MNO values DPO set up on the merchant terminal (DPO_MOBILE_OPERATORS); none: no mobile money */
  mobileOperators?: readonly string[];
};

/**
 * A small DPO Pay client (DPO publishes no Node SDK): tokens (dpo-tokens.ts) and mobile money (dpo-mobile.ts) over one
 * XML endpoint (dpo-call.ts). Amounts are minor units (thebe for BWP).
 */
export function createDpoClient(options: DpoClientOptions) {
  const call = createDpoCall(options);
  return {
    ...createDpoTokens(call, options),
    ...createDpoMobile(call),
    /** the wallets this account offers (configuration: whether a DPO account has them is per contract) */
    mobileOperators: options.mobileOperators ?? [],
    /** each token's payment time limit (PTL) */
    paymentMinutes: options.paymentMinutes,
  };
}

export type DpoClient = ReturnType<typeof createDpoClient>;
