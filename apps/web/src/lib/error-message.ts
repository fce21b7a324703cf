import { requestMessages } from '@guidepass/texts/en/request-messages';
import { ApiError } from './api-client.ts';

/** The text to show for a failed call: the server's own message, which is already the user-facing one. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : requestMessages.internal;
}
