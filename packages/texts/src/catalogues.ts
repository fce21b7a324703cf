import type { Catalogue } from './catalogue.ts';
import { en } from './en/catalogue.ts';
import type { Language } from './language.ts';

/** The catalogue of each language; a language listed in language.ts without a whole catalogue does not compile. */
export const catalogues: Record<Language, Catalogue> = { en };
