import { chargedOtherThanPrice, formatAmountCharged, formatPula } from '@guidepass/texts/format';
import { CardTable, type CardColumn } from '../../../components/CardTable.tsx';
import type { LedgerRow } from '../api/get-my-ledger.ts';
import { chargedLabel } from '../../../lib/charged-label.ts';
import { gaboroneDateTime, signedPulaLabel } from '../utils/amounts.ts';
import { salesUiText } from '@guidepass/texts/en/web/sales-ui-text';

const columns = salesUiText.ledgerColumns;

// The pula price, and under it what was charged where that is another currency or amount (product.md §13); a row
// kept offline by an older version has only the amount charged.
function paidCell(row: LedgerRow) {
  if (row.priceThebe === undefined || row.amountMinor === undefined) return chargedLabel(row.amount, row.currency);
  if (!chargedOtherThanPrice(row.priceThebe, row.amountMinor, row.currency)) return formatPula(row.priceThebe);
  return (
    <>
      <span className="ledger__line">{formatPula(row.priceThebe)}</span>
      <span className="ledger__detail">{formatAmountCharged(row.amountMinor, row.currency)}</span>
    </>
  );
}

// A card a sale or refund, titled by the member: first name, initial and tier, then the date (product.md §14).
const ledgerColumns: readonly CardColumn<LedgerRow>[] = [
  {
    key: 'member',
    label: columns.member,
    cell: (row) => (
      <>
        <span className="ledger__member">{row.memberName ?? row.member}</span>
        <span className="ledger__detail">{row.tierName ?? row.tierId}</span>
      </>
    ),
  },
  {
    key: 'when',
    label: columns.when,
    cell: (row) => (
      <>
        <span className="ledger__line">{gaboroneDateTime(row.at)}</span>
        <span className="ledger__detail">{row.kind === 'refund' ? salesUiText.refundedLine(signedPulaLabel(row.commissionThebe)) : salesUiText.ledgerKinds.sale}</span>
        {row.paidWith ? <span className="ledger__detail">{row.paidWith}</span> : null}
      </>
    ),
  },
  { key: 'paid', label: columns.paid, number: true, cell: paidCell },
  { key: 'commission', label: columns.commission, number: true, cell: (row) => signedPulaLabel(row.commissionThebe) },
];

/** The month's credited sales and refunds; members told apart by first name, initial, tier and date, never by e-mail. */
export function LedgerTable({ rows, monthName }: { rows: readonly LedgerRow[]; monthName: string }) {
  return <CardTable caption={salesUiText.ledgerCaption(monthName)} columns={ledgerColumns} rows={rows} rowKey={(row, index) => `${row.at}:${index}`} />;
}
