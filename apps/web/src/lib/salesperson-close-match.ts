import { salespersonReasons } from '@guidepass/domain/errors';
import { ApiError } from './api-client.ts';

/** A 409 `salesperson-close-match`: the typed name was near existing salespeople, offered as "Did you mean …?". */
export interface CloseMatch {
  /** The server's question ("Did you mean …?"). */
  question: string;
  /** Full names only: the server never sends codes here. */
  suggestions: string[];
}

/** The close match a failed sign-up or salesperson choice answered, or null for any other failure. */
export function closeMatchOf(error: unknown): CloseMatch | null {
  if (!(error instanceof ApiError) || error.reason !== salespersonReasons.closeMatch) return null;
  const listed = Array.isArray(error.details.suggestions) ? (error.details.suggestions as unknown[]) : [];
  const suggestions = listed.flatMap((item) =>
    typeof item === 'object' && item !== null && typeof (item as { fullName?: unknown }).fullName === 'string' ? [(item as { fullName: string }).fullName] : [],
  );
  return { question: error.message, suggestions };
}

/**
 * A suggested full name as the first and last name to send again. The server keys a salesperson by the whole name,
 * so where the split falls does not matter; the first word is the first name.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
