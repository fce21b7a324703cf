import { uiText } from '../../../config/missing-messages.ts';
import { ScrollingTable } from '../../../components/ScrollingTable.tsx';
import type { LedgerRow } from '../api/get-my-ledger.ts';
import { chargedLabel } from '../../../lib/charged-label.ts';
import { gaboroneDateTime, signedPulaLabel } from '../utils/amounts.ts';

/** The month's credited sales and refunds; members only as the API shows them (initials and a masked e-mail). */
export function LedgerTable({ rows, monthName }: { rows: readonly LedgerRow[]; monthName: string }) {
  const columns = uiText.ledgerColumns;
  return (
    <ScrollingTable caption={uiText.ledgerCaption(monthName)}>
      <thead>
        <tr>
          <th scope="col">{columns.when}</th>
          <th scope="col">{columns.member}</th>
          <th scope="col" className="scrolling-table__number">
            {columns.paid}
          </th>
          <th scope="col" className="scrolling-table__number">
            {columns.commission}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${row.at}:${index}`}>
            <td>
              <span className="ledger__line">{gaboroneDateTime(row.at)}</span>
              <span className="ledger__detail">{uiText.ledgerKinds[row.kind]}</span>
            </td>
            <td className="ledger__member">{row.member}</td>
            <td className="scrolling-table__number">{chargedLabel(row.amount, row.currency)}</td>
            <td className="scrolling-table__number">{signedPulaLabel(row.commissionThebe)}</td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}
