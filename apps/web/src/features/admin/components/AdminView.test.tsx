import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { uiText } from '../../../config/missing-messages.ts';
import { failure, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import type { RecordedRequest } from '../../../testing/test-server.ts';
import { useAppServer } from '../../../testing/use-app-server.ts';
import type { EarningsReport } from '../api/get-earnings.ts';
import { currentMonth } from '@guidepass/domain/gaborone-month';
import { addMonths } from '../../../lib/months.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

const reports: Record<string, EarningsReport['salespersons']> = {
  '2026-10': [
    { fullName: 'Neo Kgosi', referralCode: 'NEO234', sales: 3, revenue: 'P1140', commission: 'P114', commissionThebe: 11400 },
    { fullName: 'Boitumelo Ramotswe-Makgekgenene', referralCode: 'BOI567', sales: 1, revenue: 'P100', commission: 'P10', commissionThebe: 1000 },
  ],
  '2026-09': [{ fullName: 'Lesego Motsumi', referralCode: 'LES892', sales: 2, revenue: 'P200', commission: 'P20', commissionThebe: 2000 }],
};
const monthOf = (request: RecordedRequest) => new URLSearchParams(request.search).get('month')!;

const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile({ email: 'boss@example.com' }) } });
  server.on('GET /api/admin/status', { body: { data: { admin: true } } });
  server.on('POST /api/admin/session', { body: { data: { expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } } });
  server.on('GET /admin/earnings', (request) => ({ body: { data: { month: monthOf(request), salespersons: reports[monthOf(request)] ?? [] } } }));
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));

describe('admin view', () => {
  it('an admin finds Admin in the header and lands on Members & refunds, with the menu of sections; Earnings has the table, the CSV, Queues the dashboard', async () => {
    const { user } = renderApp(server);
    expect(await screen.findByRole('heading', { name: uiText.paymentTitle })).toBeTruthy();
    const banner = screen.getByRole('banner');
    await user.click(await within(banner).findByRole('link', { name: uiText.adminEntry }));

    expect(await screen.findByRole('heading', { level: 1, name: adminUiText.adminTitle })).toBeTruthy();
    expect(window.location.search).toBe('?view=admin');
    const menu = await screen.findByRole('navigation', { name: adminUiText.sectionsMenu });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Members & refunds', 'Salespeople', 'Names to review', 'Earnings', 'Queues']);
    expect(within(menu).getByRole('link', { current: 'page' }).textContent).toBe('Members & refunds');
    // Each section is its own view: only the members' here, nothing read for the others.
    expect(screen.getByRole('heading', { level: 2, name: adminUiText.membersTitle })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2, name: adminUiText.earningsTitle })).toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: adminUiText.namesTitle })).toBeNull();
    expect(server.callsTo('GET /admin/earnings')).toHaveLength(0);

    await user.click(within(menu).getByRole('link', { name: 'Earnings' }));
    expect(window.location.search).toBe('?view=admin&section=earnings');
    expect(within(menu).getByRole('link', { current: 'page' }).textContent).toBe('Earnings');
    expect(screen.queryByRole('heading', { level: 2, name: adminUiText.membersTitle })).toBeNull();
    const month = currentMonth(new Date());
    await waitFor(() => expect(server.callsTo('GET /admin/earnings').map(monthOf)).toContain(month));
    expect(server.callsTo('POST /api/admin/session').length).toBeGreaterThan(0);
    expect(server.callsTo('GET /admin/earnings')[0]!.headers.authorization).toBe('Bearer tok-1');
    const csv = screen.getByRole('link', { name: /^Download CSV/ });
    expect(csv.getAttribute('href')).toBe(`${server.url}/admin/earnings.csv?month=${month}`);
    expect(csv.hasAttribute('download')).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Next month/ }).disabled).toBe(true);

    await user.click(within(menu).getByRole('link', { name: 'Queues' }));
    expect(screen.getByRole('link', { name: adminUiText.openQueues }).getAttribute('href')).toBe(`${server.url}/admin/queues`);
    // The menu stays reachable from the end of a section.
    await user.click(screen.getByRole('button', { name: adminUiText.backToMenu }));
    expect(document.activeElement).toBe(menu);
  });

  it('an admin who never paid opens the guide from the admin view (product.md §14)', async () => {
    const { user } = renderApp(server, '/?view=admin&section=queues');
    expect(await screen.findByRole('heading', { level: 1, name: adminUiText.adminTitle })).toBeTruthy();
    expect(await screen.findByText(adminUiText.guideForAdminsHint)).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: uiText.openGuide }));
    expect(await screen.findByRole('heading', { name: uiText.guideFrameTitle })).toBeTruthy();
    expect(window.location.search).toBe('?view=guide');
    expect(screen.queryByRole('heading', { name: uiText.paymentTitle })).toBeNull();
  });

  it('the month switcher moves a month at a time, and the table, the address and the CSV link follow', async () => {
    const { user } = renderApp(server, '/?view=admin&section=earnings&month=2026-10');
    const table = await screen.findByRole('table', { name: /October 2026/ });
    expect(rowsOf(table)).toEqual([
      ['Neo KgosiNEO234', '3', 'P1140', 'P114'],
      ['Boitumelo Ramotswe-MakgekgeneneBOI567', '1', 'P100', 'P10'],
    ]);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Salesperson', 'Sales', 'Revenue', 'Commission']);

    await user.click(screen.getByRole('button', { name: /Previous month/ }));
    const september = await screen.findByRole('table', { name: /September 2026/ });
    expect(rowsOf(september)).toEqual([['Lesego MotsumiLES892', '2', 'P200', 'P20']]);
    expect(window.location.search).toBe('?view=admin&section=earnings&month=2026-09');
    expect(screen.getByRole('link', { name: 'Download CSV (September 2026)' }).getAttribute('href')).toBe(`${server.url}/admin/earnings.csv?month=2026-09`);

    await user.click(screen.getByRole('button', { name: /Previous month/ }));
    expect(await screen.findByText('No sales in August 2026.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(screen.getByRole('button', { name: /Next month/ }));
    await user.click(screen.getByRole('button', { name: /Next month/ }));
    expect(await screen.findByRole('table', { name: /October 2026/ })).toBeTruthy();
    expect(server.callsTo('GET /admin/earnings').map(monthOf)).toEqual(expect.arrayContaining(['2026-10', '2026-09', '2026-08']));
  });

  it('across a year: December comes before January', async () => {
    const { user } = renderApp(server, '/?view=admin&section=earnings&month=2026-01');
    expect(await screen.findByText('No sales in January 2026.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Previous month/ }));
    expect(await screen.findByText('No sales in December 2025.')).toBeTruthy();
    expect(window.location.search).toBe('?view=admin&section=earnings&month=2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
  });

  it('a member sees no Admin link, and the admin view tells them it is for administrators', async () => {
    server.on('GET /api/admin/status', { body: { data: { admin: false } } });
    server.on('POST /api/admin/session', failure(403, 'permission-denied', 'This page is for administrators.', 'not-admin'));
    const first = renderApp(server);
    expect(await screen.findByRole('heading', { name: uiText.paymentTitle })).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET /api/admin/status').length).toBeGreaterThan(0));
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: uiText.adminEntry })).toBeNull();
    first.unmount();

    const { user } = renderApp(server, '/?view=admin');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('This page is for administrators.'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('link', { name: /Download CSV/ })).toBeNull();
    expect(server.callsTo('GET /admin/earnings')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: uiText.backToApp }));
    expect(await screen.findByRole('heading', { name: uiText.paymentTitle })).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  it('signed out, the admin address asks for a sign-in first', async () => {
    server.on('POST /auth/refresh', failure(401, 'unauthenticated', 'Session expired'));
    renderApp(server, '/?view=admin');
    expect(await screen.findByRole('button', { name: uiText.signUp })).toBeTruthy();
    expect(server.callsTo('POST /api/admin/session')).toHaveLength(0);
    expect(server.callsTo('GET /api/admin/status')).toHaveLength(0);
  });
});
