import { uiText } from '../../../config/missing-messages.ts';
import { ScrollingTable } from '../../../components/ScrollingTable.tsx';
import type { EarningsRow } from '../api/get-earnings.ts';

/** One row a salesperson. */
export function EarningsTable({ rows, monthName }: { rows: EarningsRow[]; monthName: string }) {
  const columns = uiText.earningsColumns;
  return (
    <ScrollingTable caption={uiText.earningsCaption(monthName)}>
      <thead>
        <tr>
          <th scope="col">{columns.salesperson}</th>
          <th scope="col" className="scrolling-table__number">
            {columns.sales}
          </th>
          <th scope="col" className="scrolling-table__number">
            {columns.revenue}
          </th>
          <th scope="col" className="scrolling-table__number">
            {columns.commission}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.referralCode}>
            <th scope="row" className="earnings__salesperson">
              <span className="earnings__name">{row.fullName}</span>
              <span className="earnings__code">{row.referralCode}</span>
            </th>
            <td className="scrolling-table__number">{row.sales}</td>
            <td className="scrolling-table__number">{row.revenue}</td>
            <td className="scrolling-table__number">{row.commission}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
