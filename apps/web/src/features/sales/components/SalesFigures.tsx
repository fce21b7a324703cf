import { CardTable, type CardColumn } from '../../../components/CardTable.tsx';
import type { MySales } from '../api/get-my-sales.ts';
import { signedPulaLabel } from '../utils/amounts.ts';
import { salesUiText } from '@guidepass/texts/en/web/sales-ui-text';

type Figure = [label: string, month: string, allTime: string];

const figureColumns: readonly CardColumn<Figure>[] = [
  { key: 'figure', label: '', cell: ([label]) => label },
  { key: 'month', label: salesUiText.thisMonth, number: true, cell: ([, month]) => month },
  { key: 'allTime', label: salesUiText.allTime, number: true, cell: ([, , allTime]) => allTime },
];

/** This month beside all time, one figure a row (a card a figure on a phone). */
export function SalesFigures({ sales, monthName }: { sales: MySales; monthName: string }) {
  const labels = salesUiText.figureLabels;
  const month = sales.month;
  const rows: Figure[] = [
    [labels.signups, String(month.signups), String(sales.allTime.signups)],
    [labels.payingMembers, String(month.payingMembers), String(sales.allTime.payingMembers)],
    [labels.sales, String(month.sales), String(sales.allTime.sales)],
    [labels.earnings, month.earnings, sales.allTime.earnings],
    [labels.paidOut, optionalPula(month.paidOutThebe), signedPulaLabel(sales.allTime.paidOutThebe)],
    [labels.owed, optionalPula(month.owedThebe), signedPulaLabel(sales.allTime.owedThebe)],
  ];
  return <CardTable caption={salesUiText.figuresCaption(monthName)} columns={figureColumns} rows={rows} rowKey={([label]) => label} />;
}

// Payouts are recorded per month by an administrator; a month the API does not split shows a dash.
function optionalPula(thebe: number | undefined): string {
  return thebe === undefined ? '—' : signedPulaLabel(thebe);
}
