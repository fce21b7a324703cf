import { uiText } from '../../../config/missing-messages.ts';
import { ScrollingTable } from '../../../components/ScrollingTable.tsx';
import type { MySales } from '../api/get-my-sales.ts';
import { signedPulaLabel } from '../utils/amounts.ts';

/** This month beside all time, one figure a row; sized for 360 px. */
export function SalesFigures({ sales, monthName }: { sales: MySales; monthName: string }) {
  const labels = uiText.figureLabels;
  const month = sales.month;
  const rows: [label: string, month: string, allTime: string][] = [
    [labels.signups, String(month.signups), String(sales.allTime.signups)],
    [labels.payingMembers, String(month.payingMembers), String(sales.allTime.payingMembers)],
    [labels.sales, String(month.sales), String(sales.allTime.sales)],
    [labels.earnings, month.earnings, sales.allTime.earnings],
    [labels.paidOut, optionalPula(month.paidOutThebe), signedPulaLabel(sales.allTime.paidOutThebe)],
    [labels.owed, optionalPula(month.owedThebe), signedPulaLabel(sales.allTime.owedThebe)],
  ];
  return (
    <ScrollingTable caption={uiText.figuresCaption(monthName)}>
      <thead>
        <tr>
          <td />
          <th scope="col" className="scrolling-table__number">
            {uiText.thisMonth}
          </th>
          <th scope="col" className="scrolling-table__number">
            {uiText.allTime}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, thisMonth, allTime]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td className="scrolling-table__number">{thisMonth}</td>
            <td className="scrolling-table__number">{allTime}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

// Payouts are recorded per month by an administrator; a month the API does not split shows a dash.
function optionalPula(thebe: number | undefined): string {
  return thebe === undefined ? '—' : signedPulaLabel(thebe);
}
