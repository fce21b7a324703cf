import type { Catalogue } from './catalogue.ts';
import { catalogues } from './catalogues.ts';
import type { Language } from './language.ts';

/**
 * Every text of the product in `language`, by area (`messages`, `mail`, `push`, `page`, `web`…): what servers render
 * a member's or a request's words from. Code that needs one area only (the web's bundles) reads it with that area's
 * own lookup (messages-for.ts) rather than this whole catalogue.
 */
export function textsFor(language: Language): Catalogue {
  return catalogues[language];
}
