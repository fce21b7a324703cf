import { formatTimeAgo } from '@guidepass/texts/format';
import { salesUiText } from '@guidepass/texts/en/web/sales-ui-text';

const units: [limitMs: number, unitMs: number, unit: 'minute' | 'hour' | 'day'][] = [
  [3_600_000, 60_000, 'minute'],
  [86_400_000, 3_600_000, 'hour'],
  [Infinity, 86_400_000, 'day'],
];

/** How long ago `savedAt` was, in words ("just now", "5 minutes ago", "2 days ago"). */
export function ageLabel(savedAt: number, now: number): string {
  const age = Math.max(0, now - savedAt);
  if (age < 60_000) return salesUiText.justNow;
  const [, unitMs, unit] = units.find(([limit]) => age < limit)!;
  return formatTimeAgo(Math.floor(age / unitMs), unit);
}
