import { CardTable, type CardColumn } from '../../../components/CardTable.tsx';
import type { EarningsRow } from '../api/get-earnings.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

const columns = adminUiText.earningsColumns;

// The pula revenue, and under it what was charged in other currencies where there was any (product.md §13).
function revenueCell(row: EarningsRow) {
  if (!row.charged?.length) return row.revenue;
  return (
    <>
      <span className="earnings__name">{row.revenue}</span>
      <span className="earnings__code">{adminUiText.earningsCharged(row.charged.map((charge) => charge.label))}</span>
    </>
  );
}

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
  { key: 'revenue', label: columns.revenue, number: true, cell: revenueCell },
  { key: 'commission', label: columns.commission, number: true, cell: (row) => row.commission },
];

/** One row a salesperson (a card each on a phone). */
export function EarningsTable({ rows, monthName }: { rows: EarningsRow[]; monthName: string }) {
  return <CardTable caption={adminUiText.earningsCaption(monthName)} columns={earningsColumns} rows={rows} rowKey={(row) => row.referralCode} />;
}
