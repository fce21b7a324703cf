import { uiText } from '../../../config/missing-messages.ts';
import { CardTable, type CardColumn } from '../../../components/CardTable.tsx';
import type { LedgerRow } from '../api/get-my-ledger.ts';
import { chargedLabel } from '../../../lib/charged-label.ts';
import { gaboroneDateTime, signedPulaLabel } from '../utils/amounts.ts';

const columns = uiText.ledgerColumns;

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
        <span className="ledger__detail">{uiText.ledgerKinds[row.kind]}</span>
      </>
    ),
  },
  { key: 'paid', label: columns.paid, number: true, cell: (row) => chargedLabel(row.amount, row.currency) },
  { key: 'commission', label: columns.commission, number: true, cell: (row) => signedPulaLabel(row.commissionThebe) },
];

/** The month's credited sales and refunds; members told apart by first name, initial, tier and date, never by e-mail. */
export function LedgerTable({ rows, monthName }: { rows: readonly LedgerRow[]; monthName: string }) {
  return <CardTable caption={uiText.ledgerCaption(monthName)} columns={ledgerColumns} rows={rows} rowKey={(row, index) => `${row.at}:${index}`} />;
}
