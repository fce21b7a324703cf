/** A comma-separated variable's items, trimmed, empty ones dropped. */
export const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
