// What a spreadsheet may read as the start of a formula or a new cell: = + - @, tab, CR and LF (OWASP's list).
const formulaStart = /^[\s\u0000-\u001f]*[=+\-@]|^[\t\r\n]/;

/**
 * One CSV cell, always quoted, with spreadsheet formulas neutralised by a leading apostrophe. The check runs on the
 * NFKC form with format characters removed, so full-width ＝ ＋ － ＠, small ﹦ and a zero-width prefix are caught
 * too; the text written is the original.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const asRead = text.normalize('NFKC').replace(/\p{Cf}/gu, '');
  const safe = formulaStart.test(asRead) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}
