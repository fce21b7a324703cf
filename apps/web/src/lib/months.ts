// Months are `YYYY-MM` Gaborone calendar months, as the server counts them (@guidepass/domain/gaborone-month).
import { formatMonth } from '@guidepass/texts/format';

/** The month `delta` months after (or before, when negative) `month`. */
export function addMonths(month: string, delta: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const total = year * 12 + (index - 1) + delta;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** "November 2026". */
export function monthLabel(month: string): string {
  return formatMonth(month);
}
