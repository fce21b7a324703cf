/** A size in megabytes as the app shows it: "6 MB", one decimal below 10 MB ("0.4 MB", "5.9 MB"). */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${megabytes >= 10 ? Math.round(megabytes) : Math.round(megabytes * 10) / 10} MB`;
}
