import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { EarningsRow } from '../api/get-earnings.ts';
import { EarningsTable } from './EarningsTable.tsx';

// Money shown (issue 22 item 8): the report's revenue is the pula price, with what was charged in other currencies
// under it; a salesperson whose sales were all in pula at the price shows the price alone.
const row = (over: Partial<EarningsRow>): EarningsRow => ({ fullName: 'Neo Kgosi', referralCode: 'NEO234', sales: 2, revenue: 'P960', commission: 'P96', commissionThebe: 9600, ...over });

describe('the earnings report', () => {
  it('shows the pula revenue and, where sales were charged otherwise, what was charged', () => {
    const rows = [
      row({ charged: [{ currency: 'USD', amountMinor: 1480, label: 'US$14.80' }, { currency: 'ZAR', amountMinor: 101080, label: 'R1010.80' }] }),
      row({ fullName: 'Mpho Dube', referralCode: 'MPH234', revenue: 'P200', charged: [] }),
    ];
    render(<EarningsTable rows={rows} monthName="November 2026" />);
    const [neo, mpho] = within(screen.getByRole('table', { name: /November 2026/ })).getAllByRole('row').slice(1);
    const revenue = (item: HTMLElement) => within(item).getAllByRole('cell').map((cell) => cell.textContent).find((text) => text?.startsWith('P'));
    expect(revenue(neo!)).toBe('P960charged US$14.80 + R1010.80');
    expect(revenue(mpho!)).toBe('P200');
  });
});
