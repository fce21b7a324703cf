import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';
import type { SalespersonNameRow } from '../api/list-salesperson-names.ts';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

// Names to review on a phone (product.md §20): 20 a page from the server, several merged into one salesperson at once,
// the result in view with focus.
const lesedi: SalespersonListRow = {
  id: '11111111-1111-4111-8111-111111111111',
  fullName: 'Lesedi Dube',
  referralCode: 'LES234',
  referralUrl: 'https://app.example/?ref=LES234',
  claimed: false,
  invitedEmail: null,
  month: { label: '2026-10', signups: 0, payingMembers: 0, sales: 0, earningsThebe: 0, paidOutThebe: 0, owedThebe: 0 },
  allTime: { sales: 0, earningsThebe: 0, paidOutThebe: 0, owedThebe: 0 },
};
const nameId = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
let names: SalespersonNameRow[] = [];

const server = useAppServer((server) => {
  names = Array.from({ length: 30 }, (_, i) => ({ id: nameId(i), fullName: `Typed Name${String(i).padStart(2, '0')}`, accounts: 1, accountEmails: [`t${i}@example.com`], sales: 0 }));
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile({ email: 'boss@example.com' }) } });
  server.on('GET /api/admin/status', { body: { data: { admin: true } } });
  server.on('POST /api/admin/session', { body: { data: { expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } } });
  server.on('GET /api/salespersons', { body: { data: [lesedi] } });
  server.on('GET /api/admin/salesperson-names', (request) => {
    const page = Number(new URLSearchParams(request.search).get('page') ?? '1');
    return { body: { data: { rows: names.slice((page - 1) * 20, page * 20), total: names.length, pageSize: 20 } } };
  });
  for (let i = 0; i < 30; i += 1) {
    server.on(`POST /api/admin/salespersons/${nameId(i)}/merge`, () => {
      names = names.filter((name) => name.id !== nameId(i));
      return { body: { data: { id: lesedi.id, fullName: lesedi.fullName } } };
    });
  }
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const section = () => screen.getByRole('region', { name: adminUiText.namesTitle });
const cards = () => within(section()).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent).filter((text) => text !== adminUiText.bulkMergeTitle);

describe('names to review, 30 of them', () => {
  it('shows 20 a page, read page by page from the server', async () => {
    const { user } = renderApp(server, '/?view=admin&section=names');
    await within(await screen.findByRole('region', { name: adminUiText.namesTitle })).findByRole('heading', { level: 3, name: 'Typed Name00' });
    expect(cards()).toHaveLength(20);
    const pages = within(section()).getByRole('group', { name: adminUiText.pagesLabel(adminUiText.namesTitle) });
    expect(within(pages).getByText(`${adminUiText.pageOf(1, 2)} · ${adminUiText.shownOf(1, 20, 30)}`)).toBeTruthy();
    await user.click(within(pages).getByRole('button', { name: /Next page/ }));
    await within(section()).findByRole('heading', { level: 3, name: 'Typed Name29' });
    expect(cards()).toHaveLength(10);
    expect(server.callsTo('GET /api/admin/salesperson-names').map((call) => new URLSearchParams(call.search).get('page'))).toContain('2');
  });

  it('merges the ticked names into one salesperson after one question, then says so where focus is', async () => {
    const { user } = renderApp(server, '/?view=admin&section=names');
    await within(await screen.findByRole('region', { name: adminUiText.namesTitle })).findByRole('heading', { level: 3, name: 'Typed Name00' });
    const bulk = within(section()).getByRole('form', { name: adminUiText.bulkMergeTitle });
    // Nothing ticked: said, nothing sent.
    await user.click(within(bulk).getByRole('button', { name: adminUiText.bulkMerge }));
    expect(await within(bulk).findByText(adminUiText.bulkMergeNoneChosen)).toBeTruthy();

    await user.click(screen.getByRole('checkbox', { name: adminUiText.chooseName('Typed Name01') }));
    await user.click(screen.getByRole('checkbox', { name: adminUiText.chooseName('Typed Name02') }));
    expect(within(bulk).getByText(adminUiText.bulkMergeChosen(2))).toBeTruthy();
    await user.selectOptions(within(bulk).getByLabelText(adminUiText.mergeIntoLabel), lesedi.id);
    await user.click(within(bulk).getByRole('button', { name: adminUiText.bulkMerge }));
    expect(within(bulk).getByText(adminUiText.bulkMergeConfirm(2, 'Lesedi Dube'))).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/salespersons/${nameId(1)}/merge`)).toHaveLength(0);
    await user.click(within(bulk).getByRole('button', { name: adminUiText.mergeYes }));

    const said = await within(section()).findByText(adminUiText.bulkMerged(2, 'Lesedi Dube'));
    await waitFor(() => expect(document.activeElement?.contains(said)).toBe(true));
    expect(server.callsTo(`POST /api/admin/salespersons/${nameId(1)}/merge`)[0]?.body).toEqual({ intoId: lesedi.id });
    expect(server.callsTo(`POST /api/admin/salespersons/${nameId(2)}/merge`)).toHaveLength(1);
    await waitFor(() => expect(within(section()).queryByRole('heading', { level: 3, name: 'Typed Name01' })).toBeNull());
    expect(within(section()).getByText(`${adminUiText.pageOf(1, 2)} · ${adminUiText.shownOf(1, 20, 28)}`)).toBeTruthy();
  });
});
