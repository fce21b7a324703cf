// The one module that writes dates, months and money for people. Dates and months are Africa/Gaborone's (product.md
// §9, §12); pula is written by us ("P" and the amount), because a phone's locale data may not know the pula.
import { defaultLanguage, type Language } from './language.ts';

/** The IANA zone of every date and time shown to people (for SQL that must agree with the formatters here). */
export const gaboroneTimeZone = 'Africa/Gaborone';

// The Intl locale each language's dates are written in: en-GB puts the day first ("26 November 2026").
const dateLocales: Record<Language, string> = { en: 'en-GB' };
// The Intl locale of "5 minutes ago".
const relativeLocales: Record<Language, string> = { en: 'en' };

const dateTimeOptions = {
  long: { timeZone: gaboroneTimeZone, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  short: { timeZone: gaboroneTimeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
  day: { timeZone: gaboroneTimeZone, day: 'numeric', month: 'long' },
  // a month given as `YYYY-MM` is read as its first day in UTC, so the zone must be UTC to name it back
  month: { timeZone: 'UTC', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: Language, kind: keyof typeof dateTimeOptions): Intl.DateTimeFormat {
  const key = `${language} ${kind}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(dateLocales[language], dateTimeOptions[kind])));
  return format;
}

/** An instant as people in Botswana read it, e.g. `26 November 2026 at 14:05` (a notice's dates, My membership). */
export function formatDateTime(at: Date, language: Language = defaultLanguage): string {
  return dateFormat(language, 'long').format(at);
}

/** An instant in Gaborone time without the year, e.g. `24 Nov, 14:05` (when a sale was credited). */
export function formatShortDateTime(at: Date, language: Language = defaultLanguage): string {
  return dateFormat(language, 'short').format(at);
}

/** A day in Gaborone by day and month, e.g. `29 November` (product.md §17's refund sentence). */
export function formatDayMonth(at: Date, language: Language = defaultLanguage): string {
  return dateFormat(language, 'day').format(at);
}

/** A `YYYY-MM` month by name, e.g. `November 2026`. */
export function formatMonth(month: string, language: Language = defaultLanguage): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  // setUTCFullYear, unlike Date.UTC, takes years below 100 as they are.
  const first = new Date(0);
  first.setUTCFullYear(year, index - 1, 1);
  return dateFormat(language, 'month').format(first);
}

const csvDateTime = new Intl.DateTimeFormat('en-CA', {
  timeZone: gaboroneTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant in Gaborone time as a spreadsheet reads it in any language: `2026-11-24 14:05`. */
export function formatSortableDateTime(at: Date): string {
  return csvDateTime.format(at).replace(',', '');
}

const relativeFormats = new Map<Language, Intl.RelativeTimeFormat>();

/** `count` units ago in words, e.g. `5 minutes ago`, `1 day ago`. */
export function formatTimeAgo(count: number, unit: 'minute' | 'hour' | 'day', language: Language = defaultLanguage): string {
  let format = relativeFormats.get(language);
  if (!format) relativeFormats.set(language, (format = new Intl.RelativeTimeFormat(relativeLocales[language], { numeric: 'always' })));
  return format.format(-count, unit);
}

/** An amount in thebe (1/100 pula) as the original writes it, in every language: P50, P100, P7.40. */
export function formatPula(thebe: number, _language: Language = defaultLanguage): string {
  const pula = thebe / 100;
  return Number.isInteger(pula) ? `P${pula}` : `P${pula.toFixed(2)}`;
}

const currencySymbols: Record<string, string> = { USD: 'US$', EUR: '€', GBP: '£', ZAR: 'R' };

/** The pula's ISO code: what DPO Pay charges, and the currency every price is set in. */
const pula = 'BWP';

/**
 * A price to pay, symbol first: `US$13.30`, `R140.00` (an unknown currency: `CHF 13.30`); pula as formatPula writes
 * it (`P200`), since DPO Pay charges the pula price itself.
 */
export function formatPrice(minor: number, currency: string, language: Language = defaultLanguage): string {
  if (currency.toUpperCase() === pula) return formatPula(minor, language);
  return `${currencySymbols[currency] ?? `${currency} `}${(minor / 100).toFixed(2)}`;
}

/**
 * Whether a payment was charged other than its pula price (another currency, or another amount): where it was, the
 * amount charged is shown beside the price (product.md §13, money shown).
 */
export function chargedOtherThanPrice(priceThebe: number, amountMinor: number, currency: string): boolean {
  return currency.toUpperCase() !== pula || amountMinor !== priceThebe;
}

/** An amount charged, as a receipt writes it: `13.30 USD`. */
export function formatAmountCharged(minor: number, currency: string, _language: Language = defaultLanguage): string {
  return `${(minor / 100).toFixed(2)} ${currency.toUpperCase()}`;
}
