// A test-only language: English's catalogue with every text (and every text a function writes) wrapped in ⟪ ⟫.
// Whatever code renders from it shows where its words come from: a word outside the marks did not come from the
// catalogue it was given, so that code would not speak a second language added to `languages`.
import type { Catalogue } from '../src/catalogue.ts';
import { en } from '../src/en/catalogue.ts';
import type { Language } from '../src/language.ts';

/** The code of the test-only language (no real language has it). */
export const pseudoLanguage = 'qps' as Language;

const mark = (text: string) => `⟪${text}⟫`;

function wrap(value: unknown): unknown {
  if (typeof value === 'string') return mark(value);
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => string;
    // keeps the function's parameter count (the catalogue test's rule)
    return Object.defineProperty((...args: unknown[]) => mark(fn(...args)), 'length', { value: fn.length });
  }
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, wrap(inner)]));
  return value;
}

/** The test-only language's whole catalogue. */
export const pseudoCatalogue = { ...(wrap(en) as Catalogue), language: pseudoLanguage };

/** A text with every marked span taken out: what is left did not come from the catalogue. */
export function unmarked(text: string): string {
  let rest = text;
  for (let before = ''; before !== rest; ) {
    before = rest;
    rest = rest.replace(/⟪[^⟪⟫]*⟫/g, ' ');
  }
  return rest;
}

/** Each English text of the given areas (4 characters or more) that `text` still holds outside the marks. */
export function englishLeft(text: string, areas: ReadonlyArray<keyof typeof en>): string[] {
  const left = unmarked(text);
  const english = areas.flatMap((area) => strings(en[area]));
  return [...new Set(english.filter((sentence) => sentence.length >= 4 && left.includes(sentence)))];
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}
