import { uiText } from '../../../config/missing-messages.ts';
import { CardTable, type CardColumn } from '../../../components/CardTable.tsx';
import type { EarningsRow } from '../api/get-earnings.ts';

const columns = uiText.earningsColumns;

const earningsColumns: readonly CardColumn<EarningsRow>[] = [
  {
    key: 'salesperson',
    label: columns.salesperson,
    cell: (row) => (
      <>
        <span className="earnings__name">{row.fullName}</span>
        <span className="earnings__code">{row.referralCode}</span>
      </>
    ),
  },
  { key: 'sales', label: columns.sales, number: true, cell: (row) => row.sales },
  { key: 'revenue', label: columns.revenue, number: true, cell: (row) => row.revenue },
  { key: 'commission', label: columns.commission, number: true, cell: (row) => row.commission },
];

/** One row a salesperson (a card each on a phone). */
export function EarningsTable({ rows, monthName }: { rows: EarningsRow[]; monthName: string }) {
  return <CardTable caption={uiText.earningsCaption(monthName)} columns={earningsColumns} rows={rows} rowKey={(row) => row.referralCode} />;
}
