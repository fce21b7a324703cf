import { createDpoCall, type DpoCallOptions } from './dpo-call.ts';
import { createDpoMobile } from './dpo-mobile.ts';
import { createDpoTokens, type DpoTokenSettings } from './dpo-tokens.ts';

export type DpoClientOptions = DpoCallOptions & DpoTokenSettings;

/**
 * A small DPO Pay client (DPO publishes no Node SDK): tokens (dpo-tokens.ts) and mobile money (dpo-mobile.ts) over one
 * XML endpoint (dpo-call.ts). Amounts are minor units (thebe for BWP).
 */
export function createDpoClient(options: DpoClientOptions) {
  const call = createDpoCall(options);
  return { ...createDpoTokens(call, options), ...createDpoMobile(call) };
}

export type DpoClient = ReturnType<typeof createDpoClient>;
