/** Minor units (thebe, cents) as DPO's decimal text with two decimals: 20000 → "200.00". */
export function dpoAmountOf(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new RangeError(`a DPO amount is a whole, non-negative number of minor units (got ${minor})`);
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/**
 * DPO's decimal amount text ("200.00", "200", "200.5") in minor units, or null when it is anything else (a sign,
 * a thousands separator, more than two decimals): an amount we cannot read exactly is never taken as ours.
 */
export function minorOfDpoAmount(text: string | undefined): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text?.trim() ?? '');
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
