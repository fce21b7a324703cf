import { formatSortableDateTime } from '@guidepass/texts/format';
import type { LedgerRow } from '../api/get-my-ledger.ts';
import { salesUiText } from '@guidepass/texts/en/web/sales-ui-text';

const columns = salesUiText.ledgerCsvColumns;
const header = [columns.date, columns.kind, columns.member, columns.tier, columns.price, columns.amount, columns.currency, columns.commission, columns.paidWith];

/** The salesperson's own ledger of one month as CSV (RFC 4180, CRLF), built in the browser from the rows shown. */
export function ledgerCsv(rows: readonly LedgerRow[]): string {
  const lines = rows.map((row) => [
    formatSortableDateTime(new Date(row.at)),
    row.kind,
    text(row.member),
    text(row.tierId),
    // the pula price (empty in a row kept by an older version), then what was charged
    row.priceThebe === undefined ? '' : (row.priceThebe / 100).toFixed(2),
    String(row.amount),
    text(row.currency),
    (row.commissionThebe / 100).toFixed(2),
    // how the member paid, as the server names it (product.md §17); empty in a row kept by an older version
    text(row.paidWith ?? ''),
  ]);
  return [header, ...lines].map((cells) => cells.map(quote).join(',')).join('\r\n') + '\r\n';
}

/** A `data:` address the browser downloads as a file (no server round trip, works offline). */
export function csvDataUrl(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}

// A spreadsheet runs a cell that starts with = + - @ as a formula: text from elsewhere gets a leading apostrophe.
function text(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}
