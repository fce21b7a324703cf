import { useId } from 'react';
import { uiText } from '../../../config/missing-messages.ts';
import type { EarningsRow } from '../api/get-earnings.ts';

/**
 * One row a salesperson. Sized to fit 360 px; should a name or an amount not fit, the table scrolls inside its own
 * box (focusable, so that a keyboard can scroll it too), never the page.
 */
export function EarningsTable({ rows, monthName }: { rows: EarningsRow[]; monthName: string }) {
  const captionId = useId();
  const columns = uiText.earningsColumns;
  return (
    <div className="earnings" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="earnings__table">
        <caption id={captionId} className="earnings__caption">
          {uiText.earningsCaption(monthName)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.salesperson}</th>
            <th scope="col" className="earnings__number">
              {columns.sales}
            </th>
            <th scope="col" className="earnings__number">
              {columns.revenue}
            </th>
            <th scope="col" className="earnings__number">
              {columns.commission}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.referralCode}>
              <th scope="row">
                <span className="earnings__name">{row.fullName}</span>
                <span className="earnings__code">{row.referralCode}</span>
              </th>
              <td className="earnings__number">{row.sales}</td>
              <td className="earnings__number">{row.revenue}</td>
              <td className="earnings__number">{row.commission}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
