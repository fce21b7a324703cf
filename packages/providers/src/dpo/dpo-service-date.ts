const gaboroneTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Gaborone',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as createToken's ServiceDate, "YYYY/MM/DD HH:mm" in Botswana time (providers.md §6.1). */
export function dpoServiceDateOf(instant: Date): string {
  const part = Object.fromEntries(gaboroneTime.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}/${part.month}/${part.day} ${part.hour}:${part.minute}`;
}
