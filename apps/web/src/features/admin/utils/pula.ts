// An amount typed in pula ("150", "150.5", "150.50", "P150") as thebe, the unit the API counts in; null if it is not one.
const pulaFormat = /^P?\s*(\d{1,7})(?:[.,](\d{1,2}))?$/i;

export function parsePula(text: string): number | null {
  const match = pulaFormat.exec(text.trim());
  if (!match) return null;
  const thebe = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return thebe > 0 ? thebe : null;
}
