import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { uiText } from '../../../config/missing-messages.ts';
import { failure, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import type { RecordedRequest } from '../../../testing/test-server.ts';
import { useAppServer } from '../../../testing/use-app-server.ts';
import type { SalespersonListRow } from '../api/list-salespersons.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

const ids = { neo: '11111111-1111-4111-8111-111111111111', neoToo: '22222222-2222-4222-8222-222222222222', mpho: '33333333-3333-4333-8333-333333333333' };
let list: SalespersonListRow[] = [];
const monthOf = (request: RecordedRequest) => new URLSearchParams(request.search).get('month')!;
const figures = (month: string, earningsThebe = 0, paidOutThebe = 0, sales = 0) => ({
  label: month,
  signups: sales + 1,
  payingMembers: sales,
  sales,
  earningsThebe,
  paidOutThebe,
  owedThebe: earningsThebe - paidOutThebe,
});

const allTime = (earningsThebe = 0, paidOutThebe = 0) => ({ sales: 0, earningsThebe, paidOutThebe, owedThebe: earningsThebe - paidOutThebe });

const server = useAppServer((server) => {
  list = [
    { id: ids.neo, fullName: 'Neo Kgosi', referralCode: 'NEO234', referralUrl: 'https://app.example/?ref=NEO234', claimed: true, invitedEmail: null, month: figures('2026-10', 11400, 5000, 3), allTime: allTime(30000, 15000) },
    { id: ids.neoToo, fullName: 'Neo Kgosy', referralCode: 'NEK777', referralUrl: 'https://app.example/?ref=NEK777', claimed: false, invitedEmail: 'neo@example.com', month: figures('2026-10'), allTime: allTime() },
    { id: ids.mpho, fullName: 'Mpho Dube', referralCode: 'MPH456', referralUrl: 'https://app.example/?ref=MPH456', claimed: false, invitedEmail: null, month: figures('2026-10'), allTime: allTime() },
  ];
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile({ email: 'boss@example.com' }) } });
  server.on('GET /api/admin/status', { body: { data: { admin: true } } });
  server.on('POST /api/admin/session', { body: { data: { expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } } });
  server.on('GET /api/salespersons', (request) => ({ body: { data: list.map((row) => ({ ...row, month: { ...row.month, label: monthOf(request) } })) } }));
  server.on('GET /admin/earnings', (request) => ({ body: { data: { month: monthOf(request), salespersons: [] } } }));
  server.on('POST /api/admin/salespersons', (request) => {
    const { firstName, lastName } = request.body as { firstName: string; lastName: string };
    const created = { id: '44444444-4444-4444-8444-444444444444', fullName: `${firstName} ${lastName}`, referralCode: 'KAG999', referralUrl: 'https://app.example/?ref=KAG999', claimed: false, invitedEmail: null, month: figures('2026-10'), allTime: allTime() };
    list = [...list, created];
    return { status: 201, body: { data: created } };
  });
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function openAdmin() {
  const app = renderApp(server, '/?view=admin&section=salespeople&month=2026-10');
  const section = await screen.findByRole('region', { name: adminUiText.salespeopleTitle });
  await within(section).findByRole('heading', { level: 3, name: /^Neo Kgosi/ });
  const cards = within(section).getAllByRole('listitem');
  return { ...app, cards };
}

const card = (name: string) => screen.getByRole('heading', { level: 3, name: new RegExp(`^${name}`) }).closest('li')!;

async function openManage(user: ReturnType<typeof renderApp>['user'], name: string) {
  const item = card(name);
  await user.click(within(item).getByText(adminUiText.manageSalesperson(name)));
  return item;
}

describe('admin salespeople', () => {
  it('lists each salesperson with account state, the month figures, paid out and owed', async () => {
    const { cards } = await openAdmin();
    expect(cards).toHaveLength(3);
    const neo = card('Neo Kgosi');
    expect(within(neo).getByText('NEO234')).toBeTruthy();
    expect(within(neo).getByText(adminUiText.claimedStatus)).toBeTruthy();
    expect(within(neo).getByText(adminUiText.monthFigures('October 2026'))).toBeTruthy();
    const shown = Array.from(neo.querySelectorAll('dl > div'), (pair) => [pair.querySelector('dt')!.textContent, pair.querySelector('dd')!.textContent]);
    expect(shown).toEqual([
      ['Sign-ups', '4'],
      ['Paying members', '3'],
      ['Sales', '3'],
      ['Commission', 'P114'],
      ['Paid out', 'P50'],
      ['Owed', 'P64'],
    ]);
    expect(within(neo).getByText(adminUiText.allTimeFigures('P300', 'P150', 'P150'))).toBeTruthy();
    expect(within(card('Neo Kgosy')).getByText(adminUiText.invitedStatus('neo@example.com'))).toBeTruthy();
    expect(within(card('Mpho Dube')).getByText(adminUiText.unclaimedStatus)).toBeTruthy();
    // A claimed record is not invited again.
    expect(within(neo).queryByRole('button', { name: adminUiText.sendInvite })).toBeNull();
    expect(server.callsTo('GET /api/salespersons')[0]!.headers.authorization).toBe('Bearer tok-1');
    expect(server.callsTo('GET /api/salespersons').map(monthOf)).toEqual(['2026-10']);
  });

  it('adds a salesperson from a first and last name and shows the referral code it got', async () => {
    const { user } = await openAdmin();
    const form = screen.getByRole('form', { name: adminUiText.addSalespersonTitle });
    await user.click(within(form).getByRole('button', { name: adminUiText.addSalesperson }));
    expect(await within(form).findByText(adminUiText.namesRequired)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/salespersons')).toHaveLength(0);

    await user.type(within(form).getByLabelText(adminUiText.firstNameLabel), ' Kagiso ');
    await user.type(within(form).getByLabelText(adminUiText.lastNameLabel), 'Molefe');
    await user.click(within(form).getByRole('button', { name: adminUiText.addSalesperson }));
    expect(await within(form).findByText(adminUiText.salespersonAdded('Kagiso Molefe', 'KAG999'))).toBeTruthy();
    expect(server.callsTo('POST /api/admin/salespersons')[0]!.body).toEqual({ firstName: 'Kagiso', lastName: 'Molefe' });
    expect(await screen.findByRole('heading', { level: 3, name: /^Kagiso Molefe/ })).toBeTruthy();
    expect((within(form).getByLabelText(adminUiText.firstNameLabel) as HTMLInputElement).value).toBe('');
  });

  it('an existing name is refused with the server message', async () => {
    server.on('POST /api/admin/salespersons', failure(409, 'already-exists', 'A salesperson with this name already exists.', 'salesperson-exists'));
    const { user } = await openAdmin();
    const form = screen.getByRole('form', { name: adminUiText.addSalespersonTitle });
    await user.type(within(form).getByLabelText(adminUiText.firstNameLabel), 'Neo');
    await user.type(within(form).getByLabelText(adminUiText.lastNameLabel), 'Kgosi');
    await user.click(within(form).getByRole('button', { name: adminUiText.addSalesperson }));
    expect(await within(form).findByText('A salesperson with this name already exists.')).toBeTruthy();
  });

  it('invites a salesperson by e-mail, and says when the record was claimed meanwhile', async () => {
    server.on(`POST /api/admin/salespersons/${ids.mpho}/invite`, (request) => ({
      status: 202,
      body: { data: { salespersonId: ids.mpho, email: (request.body as { email: string }).email, expiresAt: '2026-12-01T00:00:00.000Z' } },
    }));
    server.on(`POST /api/admin/salespersons/${ids.neoToo}/invite`, failure(409, 'aborted', 'This salesperson already has an account.', 'already-claimed'));
    const { user } = await openAdmin();
    const mpho = await openManage(user, 'Mpho Dube');
    await user.type(within(mpho).getByLabelText(adminUiText.inviteEmailLabel), 'mpho@example.com');
    await user.click(within(mpho).getByRole('button', { name: adminUiText.sendInvite }));
    expect(await within(mpho).findByText(adminUiText.inviteSent('mpho@example.com'))).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/salespersons/${ids.mpho}/invite`)[0]!.body).toEqual({ email: 'mpho@example.com' });

    const other = await openManage(user, 'Neo Kgosy');
    await user.type(within(other).getByLabelText(adminUiText.inviteEmailLabel), 'neo@example.com');
    await user.click(within(other).getByRole('button', { name: adminUiText.sendInvite }));
    expect(await within(other).findByText('This salesperson already has an account.')).toBeTruthy();
  });

  it('records a payout in pula for the month on show, refusing an amount that is not one', async () => {
    server.on(`POST /api/admin/salespersons/${ids.neo}/payouts`, { status: 201, body: { data: { id: 'p-1' } } });
    const { user } = await openAdmin();
    const neo = await openManage(user, 'Neo Kgosi');
    const payout = within(neo).getByRole('form', { name: adminUiText.formFor(adminUiText.payoutTitle, 'Neo Kgosi') });
    expect((within(payout).getByLabelText(adminUiText.payoutMonthLabel) as HTMLInputElement).value).toBe('2026-10');
    await user.type(within(payout).getByLabelText(adminUiText.payoutAmountLabel), '12,3.4');
    await user.type(within(payout).getByLabelText(adminUiText.payoutReferenceLabel), 'EFT 0091');
    await user.click(within(payout).getByRole('button', { name: adminUiText.recordPayout }));
    expect(await within(payout).findByText(adminUiText.payoutInvalid)).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/salespersons/${ids.neo}/payouts`)).toHaveLength(0);

    const listsBefore = server.callsTo('GET /api/salespersons').length;
    await user.clear(within(payout).getByLabelText(adminUiText.payoutAmountLabel));
    await user.type(within(payout).getByLabelText(adminUiText.payoutAmountLabel), '150.5');
    await user.click(within(payout).getByRole('button', { name: adminUiText.recordPayout }));
    expect(await within(payout).findByText(adminUiText.payoutRecorded('P150.50', 'October 2026'))).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/salespersons/${ids.neo}/payouts`)[0]!.body).toEqual({ month: '2026-10', amountThebe: 15050, reference: 'EFT 0091' });
    // The figures are read again: paid out and owed changed.
    await waitFor(() => expect(server.callsTo('GET /api/salespersons').length).toBeGreaterThan(listsBefore));
  });

  it('merges one salesperson into another only after a confirmation that names both', async () => {
    server.on(`POST /api/admin/salespersons/${ids.neoToo}/merge`, () => {
      list = list.filter((row) => row.id !== ids.neoToo);
      return { body: { data: { id: ids.neo, fullName: 'Neo Kgosi', referralCode: 'NEO234', usersMoved: 2, paymentsMoved: 1 } } };
    });
    const { user } = await openAdmin();
    const twin = await openManage(user, 'Neo Kgosy');
    const merge = within(twin).getByRole('form', { name: adminUiText.formFor(adminUiText.mergeTitle, 'Neo Kgosy') });
    await user.click(within(merge).getByRole('button', { name: adminUiText.merge }));
    expect(await within(merge).findByText(adminUiText.mergeIntoMissing)).toBeTruthy();

    await user.selectOptions(within(merge).getByLabelText(adminUiText.mergeIntoLabel), ids.neo);
    await user.click(within(merge).getByRole('button', { name: adminUiText.merge }));
    const question = within(merge).getByText(adminUiText.mergeConfirm('Neo Kgosy', 'Neo Kgosi'));
    expect(document.activeElement).toBe(question);
    await user.click(within(merge).getByRole('button', { name: uiText.cancel }));
    expect(server.callsTo(`POST /api/admin/salespersons/${ids.neoToo}/merge`)).toHaveLength(0);

    await user.click(within(merge).getByRole('button', { name: adminUiText.merge }));
    await user.click(within(merge).getByRole('button', { name: adminUiText.mergeYes }));
    expect(await screen.findByText(adminUiText.merged('Neo Kgosy', 'Neo Kgosi'))).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/salespersons/${ids.neoToo}/merge`)[0]!.body).toEqual({ intoId: ids.neo });
    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: /^Neo Kgosy/ })).toBeNull());
    expect(within(screen.getByRole('region', { name: adminUiText.salespeopleTitle })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('the month switcher reads the list of that month', async () => {
    const { user } = await openAdmin();
    await user.click(screen.getByRole('button', { name: /Previous month/ }));
    expect(await screen.findAllByText(adminUiText.monthFigures('September 2026'))).toHaveLength(3);
    expect(server.callsTo('GET /api/salespersons').map(monthOf)).toEqual(['2026-10', '2026-09']);
  });

  it('each card hands over the referral link and its QR code (product.md §20)', async () => {
    await openAdmin();
    const mpho = card('Mpho Dube');
    expect(within(mpho).getByRole('link', { name: 'https://app.example/?ref=MPH456' }).getAttribute('href')).toBe('https://app.example/?ref=MPH456');
    expect(within(mpho).getByRole('img', { name: adminUiText.referralQr('Mpho Dube', 'https://app.example/?ref=MPH456') })).toBeTruthy();
  });

  it('forms repeated on every card are named by their card: no two landmarks share a name', async () => {
    const { user } = await openAdmin();
    for (const name of ['Neo Kgosi', 'Neo Kgosy', 'Mpho Dube']) await openManage(user, name);
    const names = screen.getAllByRole('form').map((form) => form.getAttribute('aria-label') ?? form.getAttribute('aria-labelledby'));
    expect(new Set(names).size).toBe(names.length);
  });
});
