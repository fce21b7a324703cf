/** The membership tiers. Prices and provider amounts live in the tiers table; these are the ids and texts. */
export const tierIds = ['local', 'sadc', 'global'] as const;
export type TierId = (typeof tierIds)[number];

/** A tier id from the list (a stored row, a query parameter). */
export function isTierId(value: unknown): value is TierId {
  return tierIds.some((id) => id === value);
}

/** An amount in minor units (thebe, cents) as the API and the providers write it: 7.40. */
export function decimalAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}
