import { reasonSentence } from '@guidepass/domain/reason-sentences';
import type { Messages } from '@guidepass/texts/messages-for';
import { ApiError } from './api-client.ts';
import { currentMessages } from './current-language.ts';

/**
 * The text to show for a failed call: the catalogue's sentence for its `reason`, in the web's language; the server's
 * own message (already written for the person) for a reason whose sentence the web does not write itself.
 */
export function errorMessage(error: unknown, messages: Messages = currentMessages()): string {
  if (!(error instanceof ApiError)) return messages.internal;
  return reasonSentence(error.reason, messages) ?? error.message;
}
