import type { en } from './en/catalogue.ts';
import type { Language } from './language.ts';

// A text of English's shape in any words: a string stays a string, a function keeps its parameters, a group its keys.
type AnyWords<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: AnyWords<T[K]> };

/**
 * What every language provides: its code (`language`, what its pages declare as `lang`) and each key of the English
 * catalogue (a missing one is a type error), in its own words.
 */
export type Catalogue = AnyWords<Omit<typeof en, 'language'>> & { readonly language: Language };
