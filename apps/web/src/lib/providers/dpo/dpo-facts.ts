import type { ProviderFacts } from '../web-provider.ts';

/** DPO Pay: a card or mobile money charged in pula for these weeks only; its return and cancel name our payment. */
export const dpoFacts: ProviderFacts = {
  chargesInPula: true,
};
