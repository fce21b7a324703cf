import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { LedgerRow } from '../api/get-my-ledger.ts';
import { LedgerTable } from './LedgerTable.tsx';
import { salesUiText } from '@guidepass/texts/en/web/sales-ui-text';

// The two customers: the same initials and the same masked address, told apart by what the card shows.
const row = (over: Partial<LedgerRow>): LedgerRow => ({
  at: '2026-10-02T08:15:00.000Z',
  tierId: 'local',
  tierName: 'Local (Botswana Citizens)',
  amount: '133.00',
  currency: 'ZAR',
  commissionThebe: 1000,
  kind: 'sale',
  member: 'T. C. W. · t***@example.com',
  memberName: 'Tumi C.',
  ...over,
});
const rows = [
  row({}),
  row({ at: '2026-10-05T12:00:00.000Z', tierId: 'sadc', tierName: 'SADC Citizens', memberName: 'Tebogo C.', commissionThebe: 2000, paidWith: 'Orange Money ·· 567' }),
];

describe('the ledger on a phone', () => {
  it('each sale is a card titled by first name, initial and tier, with its date, and never the e-mail', () => {
    render(<LedgerTable rows={rows} monthName="October 2026" />);
    const [first, second] = within(screen.getByRole('table', { name: /October 2026/ }))
      .getAllByRole('row')
      .slice(1);
    const title = (card: HTMLElement) => within(card).getByRole('rowheader');
    expect(title(first!).textContent).toBe('Tumi C.Local (Botswana Citizens)');
    expect(title(second!).textContent).toBe('Tebogo C.SADC Citizens');
    expect(within(first!).getByText('2 Oct, 10:15')).toBeTruthy();
    expect(within(second!).getByText('5 Oct, 14:00')).toBeTruthy();
    expect(within(second!).getByText('Orange Money ·· 567'), 'how the member paid (product.md §17)').toBeTruthy();
    expect(screen.queryByText(/@/)).toBeNull();
  });

  it('every value carries its column as a label, the commission too, and the table keeps its roles for screen readers', () => {
    render(<LedgerTable rows={rows} monthName="October 2026" />);
    const table = screen.getByRole('table', { name: /October 2026/ });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      salesUiText.ledgerColumns.member,
      salesUiText.ledgerColumns.when,
      salesUiText.ledgerColumns.paid,
      salesUiText.ledgerColumns.commission,
    ]);
    const card = within(table).getAllByRole('row')[2]!;
    const cells = within(card).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset.label)).toEqual([salesUiText.ledgerColumns.when, salesUiText.ledgerColumns.paid, salesUiText.ledgerColumns.commission]);
    expect(cells[2]!.textContent).toBe('P20');
  });

  it('a row kept offline by an older version, without a first name, shows the masked label and the tier id', () => {
    render(<LedgerTable rows={[row({ memberName: undefined, tierName: undefined })]} monthName="October 2026" />);
    expect(screen.getByRole('rowheader').textContent).toBe('T. C. W. · t***@example.comlocal');
  });

  it('a refund says so plainly, with the commission it took back', () => {
    render(<LedgerTable rows={[row({ kind: 'refund', commissionThebe: -1000 })]} monthName="October 2026" />);
    const card = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(card).getByText('Refunded · commission −P10')).toBeTruthy();
    expect(within(card).queryByText('Sale')).toBeNull();
  });
});
