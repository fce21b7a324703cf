import { messages } from '@guidepass/domain/messages';
import type { ProviderFacts } from '../web-provider.ts';

/** Yoco: a card payment for these weeks only, in rand; its return and cancel name our payment. */
export const yocoFacts: ProviderFacts = {
  renews: false,
  chargesInPula: false,
  unavailableMessage: messages.yocoUnavailable,
};
