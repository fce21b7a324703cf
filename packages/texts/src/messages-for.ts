import type { Catalogue } from './catalogue.ts';
import { messages as en } from './en/messages.ts';
import type { Language } from './language.ts';

/** The `messages` area of a catalogue: what the server and the web both say. */
export type Messages = Catalogue['messages'];

// Each language's messages area on its own, so the web's first view loads it without the mails, pages and views'
// texts; a language listed in language.ts without one does not compile.
const byLanguage: Record<Language, Messages> = { en };

/** The `messages` area in `language` (the same texts as textsFor(language).messages). */
export function messagesFor(language: Language): Messages {
  return byLanguage[language];
}
