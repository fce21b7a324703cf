// Months shown to people and counted in reports are Africa/Gaborone calendar months (product.md §9, §12). Botswana keeps UTC+2 all year
// (no daylight saving), so a month starts at 00:00 +02:00 on its first day. Dates and months as people read them: @guidepass/texts/format.
import { gaboroneTimeZone } from '@guidepass/texts/format';

const gaboroneOffsetMs = 2 * 3600_000;
const gaboroneMonth = new Intl.DateTimeFormat('en-CA', { timeZone: gaboroneTimeZone, year: 'numeric', month: '2-digit' });

/** `YYYY-MM`, the pattern of a month in an address or a route's query. */
export const monthPattern = '^\\d{4}-(0[1-9]|1[0-2])$';

/** The Gaborone month `now` falls in, as `YYYY-MM`. */
export function currentMonth(now = new Date()): string {
  return gaboroneMonth.format(now).slice(0, 7);
}

const gaboroneDay = new Intl.DateTimeFormat('en-CA', { timeZone: gaboroneTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Gaborone calendar date `now` falls on, as `YYYY-MM-DD` (a payout's date). */
export function currentDay(now = new Date()): string {
  return gaboroneDay.format(now).slice(0, 10);
}

/** The month given (or the current one) and the instants it spans, [from, to). */
export function monthRange(month: string | undefined): { label: string; from: Date; to: Date } {
  const label = month ?? currentMonth();
  const [year, index] = label.split('-').map(Number) as [number, number];
  return { label, from: gaboroneMidnight(year, index - 1), to: gaboroneMidnight(year, index) };
}

// setUTCFullYear, unlike Date.UTC, takes years below 100 as they are; a month index of 12 rolls into the next year.
function gaboroneMidnight(year: number, monthIndex: number): Date {
  const utc = new Date(0);
  utc.setUTCFullYear(year, monthIndex, 1);
  return new Date(utc.getTime() - gaboroneOffsetMs);
}
