import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { failure, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';
import type { SalespersonNameRow } from '../api/list-salesperson-names.ts';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

// Names to review (product.md §14): typed names that match no salesperson, to confirm or merge.
const ids = { lesedi: '11111111-1111-4111-8111-111111111111', memBer: '22222222-2222-4222-8222-222222222222', unVerified: '33333333-3333-4333-8333-333333333333' };
const month = (earningsThebe: number) => ({ label: '2026-10', signups: 1, payingMembers: 0, sales: 0, earningsThebe, paidOutThebe: 0, owedThebe: earningsThebe });
const salesperson = (id: string, fullName: string, referralCode: string, earningsThebe = 0): SalespersonListRow => ({
  id,
  fullName,
  referralCode,
  referralUrl: `https://app.example/?ref=${referralCode}`,
  claimed: false,
  invitedEmail: null,
  month: month(earningsThebe),
  allTime: { sales: 0, earningsThebe, paidOutThebe: 0, owedThebe: earningsThebe },
});
let salespeople: SalespersonListRow[] = [];
let names: SalespersonNameRow[] = [];

const server = useAppServer((server) => {
  salespeople = [salesperson(ids.lesedi, 'Lesedi Dube', 'LES234'), salesperson('44444444-4444-4444-8444-444444444444', 'Mpho Sello', 'MPH456', 2500)];
  names = [
    { id: ids.memBer, fullName: 'Mem Ber', accounts: 2, accountEmails: ['first@example.com', 'second@example.com'], sales: 1 },
    { id: ids.unVerified, fullName: 'Un Verified', accounts: 1, accountEmails: ['third@example.com'], sales: 0 },
  ];
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile({ email: 'boss@example.com' }) } });
  server.on('GET /api/admin/status', { body: { data: { admin: true } } });
  server.on('POST /api/admin/session', { body: { data: { expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } } });
  server.on('GET /api/salespersons', () => ({ body: { data: salespeople } }));
  server.on('GET /admin/earnings', { body: { data: { month: '2026-10', salespersons: [] } } });
  server.on('GET /api/admin/salesperson-names', (request) => {
    const search = (new URLSearchParams(request.search).get('search') ?? '').toLowerCase();
    const rows = names.filter((name) => name.fullName.toLowerCase().includes(search));
    return { body: { data: { rows, total: rows.length, pageSize: 20 } } };
  });
  server.on(`POST /api/admin/salesperson-names/${ids.memBer}/confirm`, () => {
    names = names.filter((name) => name.id !== ids.memBer);
    salespeople = [...salespeople, salesperson(ids.memBer, 'Mem Ber', 'MEM777')];
    return { body: { data: { id: ids.memBer, firstName: 'Mem', lastName: 'Ber', fullName: 'Mem Ber', referralCode: 'MEM777' } } };
  });
  server.on(`POST /api/admin/salespersons/${ids.unVerified}/merge`, () => {
    names = names.filter((name) => name.id !== ids.unVerified);
    return { body: { data: { id: ids.lesedi, fullName: 'Lesedi Dube', referralCode: 'LES234', usersMoved: 1, paymentsMoved: 0 } } };
  });
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const namesSection = () => screen.getByRole('region', { name: adminUiText.namesTitle });
const nameCard = (fullName: string) => within(namesSection()).getByRole('heading', { level: 3, name: fullName }).closest('li')!;

/** Opens another section from the admin menu. */
async function openSection(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(within(screen.getByRole('navigation', { name: adminUiText.sectionsMenu })).getByRole('link', { name }));
  return screen.findByRole('region', { name });
}

async function openAdmin() {
  const app = renderApp(server, '/?view=admin&section=names&month=2026-10');
  await screen.findByRole('heading', { level: 2, name: adminUiText.namesTitle });
  await within(namesSection()).findByRole('heading', { level: 3, name: 'Mem Ber' });
  return app;
}

describe('admin names to review', () => {
  it('lists each typed name with its accounts and sales, apart from the salespeople', async () => {
    const { user } = await openAdmin();
    const memBer = nameCard('Mem Ber');
    expect(within(memBer).getByText(`${adminUiText.nameAccounts(2)} · ${adminUiText.nameSales(1)}`)).toBeTruthy();
    expect(within(memBer).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['first@example.com', 'second@example.com']);
    expect(within(nameCard('Un Verified')).getByText(`${adminUiText.nameAccounts(1)} · ${adminUiText.nameSales(0)}`)).toBeTruthy();
    // Not among the salespeople.
    const salespeopleSection = await openSection(user, adminUiText.salespeopleTitle);
    expect(await within(salespeopleSection).findByRole('heading', { level: 3, name: /^Lesedi Dube/ })).toBeTruthy();
    expect(within(salespeopleSection).queryByText('Mem Ber')).toBeNull();
  });

  it('search asks the server for the names containing it', async () => {
    const { user } = await openAdmin();
    await user.type(within(namesSection()).getByLabelText(adminUiText.namesSearchLabel), 'un v');
    await waitFor(() => expect(within(namesSection()).queryByRole('heading', { level: 3, name: 'Mem Ber' })).toBeNull());
    expect(nameCard('Un Verified')).toBeTruthy();
    const searches = server.callsTo('GET /api/admin/salesperson-names').map((call) => new URLSearchParams(call.search).get('search'));
    expect(searches.at(-1)).toBe('un v');
  });

  it('confirm makes the name a salesperson: it leaves the names and joins the salespeople', async () => {
    const { user } = await openAdmin();
    await user.click(within(nameCard('Mem Ber')).getByRole('button', { name: adminUiText.confirmName('Mem Ber') }));
    expect(await within(namesSection()).findByText(adminUiText.nameConfirmed('Mem Ber', 'MEM777'))).toBeTruthy();
    await waitFor(() => expect(within(namesSection()).queryByRole('heading', { level: 3, name: 'Mem Ber' })).toBeNull());
    const salespeopleSection = await openSection(user, adminUiText.salespeopleTitle);
    expect(await within(salespeopleSection).findByRole('heading', { level: 3, name: /^Mem Ber/ })).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/salesperson-names/${ids.memBer}/confirm`)).toHaveLength(1);
  });

  it('merge asks first, naming both, then moves the name into the salesperson', async () => {
    const { user } = await openAdmin();
    const card = nameCard('Un Verified');
    await user.click(within(card).getByText(adminUiText.mergeOneName('Un Verified')));
    await user.selectOptions(within(card).getByLabelText(adminUiText.mergeIntoLabel), ids.lesedi);
    await user.click(within(card).getByRole('button', { name: adminUiText.merge }));
    expect(within(card).getByText(adminUiText.mergeConfirm('Un Verified', 'Lesedi Dube'))).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/salespersons/${ids.unVerified}/merge`)).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: adminUiText.mergeYes }));
    expect(await within(namesSection()).findByText(adminUiText.merged('Un Verified', 'Lesedi Dube'))).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/salespersons/${ids.unVerified}/merge`)[0]?.body).toEqual({ intoId: ids.lesedi });
    await waitFor(() => expect(within(namesSection()).queryByRole('heading', { level: 3, name: 'Un Verified' })).toBeNull());
  });

  it('a refused confirm shows the server message on the card and keeps the name', async () => {
    server.on(`POST /api/admin/salesperson-names/${ids.memBer}/confirm`, failure(409, 'aborted', messages.salespersonAlreadyConfirmed, 'salesperson-already-confirmed'));
    const { user } = await openAdmin();
    await user.click(within(nameCard('Mem Ber')).getByRole('button', { name: adminUiText.confirmName('Mem Ber') }));
    expect(await within(nameCard('Mem Ber')).findByText(messages.salespersonAlreadyConfirmed)).toBeTruthy();
  });

  it('the salespeople list finds by name and orders by earnings', async () => {
    const { user } = await openAdmin();
    const section = await openSection(user, adminUiText.salespeopleTitle);
    await within(section).findByRole('heading', { level: 3, name: /^Lesedi Dube/ });
    const order = () => within(section).getAllByRole('heading', { level: 3 }).map((h) => h.textContent).filter((t) => t !== adminUiText.addSalespersonTitle);
    expect(order()).toEqual(['Lesedi Dube LES234', 'Mpho Sello MPH456']);
    await user.selectOptions(within(section).getByLabelText(adminUiText.salespeopleSortLabel), 'earnings');
    expect(order()).toEqual(['Mpho Sello MPH456', 'Lesedi Dube LES234']);
    await user.type(within(section).getByLabelText(adminUiText.salespeopleSearchLabel), 'LESEDI');
    expect(order()).toEqual(['Lesedi Dube LES234']);
    await user.type(within(section).getByLabelText(adminUiText.salespeopleSearchLabel), 'x');
    expect(within(section).getByText(adminUiText.salespeopleNoMatch)).toBeTruthy();
  });
});
