import { messages } from '@guidepass/domain/messages';
import type { ProviderActions } from '../web-provider.ts';

/** Yoco starts and returns through the generic routes; only its down text is the original's own (section 8). */
export const yocoActions: ProviderActions = {
  unavailableMessage: messages.yocoUnavailable,
};
