/** PayPal's resource timestamps: ISO 8601 in UTC without milliseconds, e.g. 2021-10-28T18:29:38Z. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
