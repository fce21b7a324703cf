import { useId, type ReactNode } from 'react';
import './card-table.css';

/** One column: its heading, and what a row shows in it. */
export interface CardColumn<Row> {
  key: string;
  /** The column heading, also the label beside the value when the row is a card ('' for the row headers' column). */
  label: string;
  cell: (row: Row) => ReactNode;
  /** Figures align right in a table and stay on one line. */
  number?: boolean;
}

/**
 * A captioned table that becomes a stack of cards where it is narrow (a phone at 360 px, or 200 % text; product.md §14):
 * each row a card titled by its row header, each other cell a label/value pair, so nothing scrolls sideways and every
 * column (the commission too) stays in sight. The roles are spelt out because browsers drop a restyled table's own.
 */
export function CardTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  /** The first column holds the row headers (a card's title). */
  columns: readonly CardColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
}) {
  const captionId = useId();
  const [header, ...cells] = columns;
  const numberClass = (column: CardColumn<Row>) => (column.number ? 'card-table__number' : undefined);
  return (
    <div className="card-table" role="region" aria-labelledby={captionId}>
      <table className="card-table__table" role="table">
        <caption id={captionId} className="card-table__caption">
          {caption}
        </caption>
        <thead className="card-table__head" role="rowgroup">
          <tr role="row">
            {header!.label ? (
              <th scope="col" role="columnheader">
                {header!.label}
              </th>
            ) : (
              <td role="cell" />
            )}
            {cells.map((column) => (
              <th key={column.key} scope="col" role="columnheader" className={numberClass(column)}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} className="card-table__row" role="row">
              <th scope="row" role="rowheader" className="card-table__title">
                {header!.cell(row)}
              </th>
              {cells.map((column) => (
                <td key={column.key} role="cell" data-label={column.label} className={numberClass(column)}>
                  <span className="card-table__value">{column.cell(row)}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
