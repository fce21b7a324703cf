import { useId } from 'react';
import { uiText } from '../../../config/missing-messages.ts';
import type { LedgerRow } from '../api/get-my-ledger.ts';
import { chargedLabel, gaboroneDateTime, signedPulaLabel } from '../utils/amounts.ts';

/** The month's credited sales and refunds; members only as the API shows them (initials and a masked e-mail). */
export function LedgerTable({ rows, monthName }: { rows: readonly LedgerRow[]; monthName: string }) {
  const captionId = useId();
  const columns = uiText.ledgerColumns;
  return (
    <div className="sales-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="sales-table__table">
        <caption id={captionId} className="sales-table__caption">
          {uiText.ledgerCaption(monthName)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{columns.when}</th>
            <th scope="col">{columns.member}</th>
            <th scope="col" className="sales-table__number">
              {columns.paid}
            </th>
            <th scope="col" className="sales-table__number">
              {columns.commission}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.at}:${index}`}>
              <td>
                <span className="sales-table__line">{gaboroneDateTime(row.at)}</span>
                <span className="sales-table__detail">{uiText.ledgerKinds[row.kind]}</span>
              </td>
              <td className="sales-table__member">{row.member}</td>
              <td className="sales-table__number">{chargedLabel(row.amount, row.currency)}</td>
              <td className="sales-table__number">{signedPulaLabel(row.commissionThebe)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
