/** The p-th percentile (0–100) by nearest rank; null for no values. */
export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Share of the items matching, in percent; null for no items. */
export function sharePercent<T>(items: T[], matches: (item: T) => boolean): number | null {
  return items.length === 0 ? null : (100 * items.filter(matches).length) / items.length;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
