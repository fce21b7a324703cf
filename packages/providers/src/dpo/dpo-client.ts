import { createDpoCall, type DpoCallOptions } from './dpo-call.ts';
import { createDpoMobile } from './dpo-mobile.ts';
import { createDpoTokens, type DpoTokenSettings } from './dpo-tokens.ts';

/** One of our wallets on the merchant terminal: the MNO value ChargeTokenMobile sends and DPO's catalogue name for it. */
export interface DpoWallet {
  wallet: string;
  mno: string;
  paymentName: string;
}

export type DpoClientOptions = DpoCallOptions & DpoTokenSettings & {
  /** our wallets offered (DPO_MOBILE_OPERATORS); none: no mobile money. Alone, each wallet is its own MNO value. */
  mobileOperators?: readonly string[];
  /** each wallet's MNO value and catalogue name as configured (DPO_MOBILE_OPERATORS `wallet:MNO:paymentname`) */
  mobileWallets?: readonly DpoWallet[];
};

function walletsOf(options: DpoClientOptions): DpoWallet[] {
  if (options.mobileWallets) return [...options.mobileWallets];
  return (options.mobileOperators ?? []).map((wallet) => ({ wallet, mno: wallet, paymentName: wallet }));
}

/**
 * A small DPO Pay client (DPO publishes no Node SDK): tokens (dpo-tokens.ts) and mobile money (dpo-mobile.ts) over one
 * XML endpoint (dpo-call.ts). Amounts are minor units (thebe for BWP).
 */
export function createDpoClient(options: DpoClientOptions) {
  const call = createDpoCall(options);
  const mobileWallets = walletsOf(options);
  return {
    ...createDpoTokens(call, options),
    ...createDpoMobile(call),
    /** our wallets this account offers (configuration: whether a DPO account has them is per contract) */
    mobileOperators: mobileWallets.map((entry) => entry.wallet),
    /** each wallet's MNO value and DPO's catalogue name, as configured */
    mobileWallets,
    /** each token's payment time limit (PTL) */
    paymentMinutes: options.paymentMinutes,
  };
}

export type DpoClient = ReturnType<typeof createDpoClient>;
