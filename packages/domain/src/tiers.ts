/** The membership tiers. Prices and provider amounts live in the tiers table; these are the ids and texts. */
export const tierIds = ['local', 'sadc', 'global'] as const;
export type TierId = (typeof tierIds)[number];

/** An amount in minor units (thebe, cents) as the API and the providers write it: 7.40. */
export function decimalAmount(minor: number): string {
  return (minor / 100).toFixed(2);
}
