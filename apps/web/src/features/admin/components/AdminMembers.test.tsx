import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { failure, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';
import type { AdminMember } from '../api/find-member.ts';
import type { AdminSubscription } from '../paypal/admin-subscription.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

const ids = { live: '11111111-1111-4111-8111-111111111111', pending: '22222222-2222-4222-8222-222222222222' };
const live: AdminSubscription = {
  id: ids.live,
  paypalSubscriptionId: 'I-LIVE00000001',
  tierId: 'local',
  planKind: 'first-cycle',
  status: 'ACTIVE',
  // 22:30 UTC is 00:30 the next day in Gaborone (UTC+2).
  nextChargeAt: '2026-12-07T22:30:00.000Z',
  createdAt: '2026-11-23T08:00:00.000Z',
  lastStatementAt: '2026-11-23T08:00:05.000Z',
  creditedSales: 1,
};
const neverAtPayPal: AdminSubscription = { ...live, id: ids.pending, paypalSubscriptionId: null, planKind: 'weekly', status: 'APPROVAL_PENDING', nextChargeAt: null, lastStatementAt: null, creditedSales: 0 };
let member: AdminMember;

const server = useAppServer((server) => {
  member = { id: 'u-1', email: 'neo@example.com', tierId: 'local', membershipExpiry: '2026-12-07T22:30:00.000Z', active: true, subscriptions: [live, neverAtPayPal], payments: [] };
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile({ email: 'boss@example.com' }) } });
  server.on('GET /api/admin/status', { body: { data: { admin: true } } });
  server.on('POST /api/admin/session', { body: { data: { expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } } });
  server.on('GET /api/salespersons', { body: { data: [] } });
  server.on('GET /admin/earnings', { body: { data: { month: '2026-11', salespersons: [] } } });
  server.on('GET /admin/members', (request) =>
    new URLSearchParams(request.search).get('email') === 'neo@example.com'
      ? { body: { data: member } }
      : failure(404, 'not-found', 'No member has that e-mail address.', 'member-not-found'),
  );
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function findNeo(email = 'neo@example.com') {
  const app = renderApp(server, '/?view=admin&month=2026-11');
  const form = await screen.findByRole('form', { name: adminUiText.membersTitle });
  await app.user.type(within(form).getByLabelText(adminUiText.memberEmailLabel), ` ${email} `);
  await app.user.click(within(form).getByRole('button', { name: adminUiText.findMember }));
  return { ...app, form };
}

const card = (title: string) => screen.getByRole('heading', { level: 5, name: title }).closest('li')!;
const facts = (item: HTMLElement) => Array.from(item.querySelectorAll('dl > div'), (pair) => [pair.querySelector('dt')!.textContent, pair.querySelector('dd')!.textContent]);

describe('admin members', () => {
  it("finds a member by e-mail and shows their subscriptions with status and next charge in Gaborone time", async () => {
    const { form } = await findNeo();
    // How the member pays, never a count of PayPal subscriptions; this one has no payment credited yet.
    const said = await within(form).findByText(adminUiText.memberPaysNothingYet('neo@example.com'));
    expect(document.activeElement?.contains(said)).toBe(true);
    expect(new URLSearchParams(server.callsTo('GET /admin/members')[0]!.search).get('email')).toBe('neo@example.com');
    expect(server.callsTo('GET /admin/members')[0]!.headers.authorization).toBe('Bearer tok-1');
    expect(screen.getByRole('heading', { level: 3, name: 'neo@example.com' })).toBeTruthy();
    expect(screen.getByText(adminUiText.memberActiveUntil('8 December 2026 at 00:30'))).toBeTruthy();

    const shown = card('PayPal I-LIVE00000001');
    expect(within(shown).getByText(adminUiText.subscriptionPlan('local', 'first-cycle'))).toBeTruthy();
    expect(facts(shown)).toEqual([
      ['Status', 'ACTIVE'],
      ['Next charge', '8 December 2026 at 00:30'],
      ['Started', '23 November 2026 at 10:00'],
      ['Last word from PayPal', '23 November 2026 at 10:00'],
      ['Charges credited', '1'],
    ]);
    // One that never reached PayPal has nothing to re-check.
    const pending = card(adminUiText.subscriptionTitle(null));
    expect(facts(pending)[1]).toEqual(['Next charge', adminUiText.noTime]);
    expect(within(pending).queryByRole('button', { name: adminUiText.recheckWithPayPal })).toBeNull();
  });

  it('an empty address is refused before asking; an unknown one shows the server message and no member', async () => {
    const app = renderApp(server, '/?view=admin&month=2026-11');
    const form = await screen.findByRole('form', { name: adminUiText.membersTitle });
    await app.user.click(within(form).getByRole('button', { name: adminUiText.findMember }));
    expect(await within(form).findByText(adminUiText.memberEmailMissing)).toBeTruthy();
    expect(server.callsTo('GET /admin/members')).toHaveLength(0);

    await app.user.type(within(form).getByLabelText(adminUiText.memberEmailLabel), 'nobody@example.com');
    await app.user.click(within(form).getByRole('button', { name: adminUiText.findMember }));
    expect(await within(form).findByText('No member has that e-mail address.')).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'nobody@example.com' })).toBeNull();
  });

  it('re-checks with PayPal: busy while asking (one request however often pressed), then the fresh record, what it credited and the new end', async () => {
    server.on(`POST /admin/subscriptions/${ids.live}/recheck`, () => {
      member = { ...member, membershipExpiry: '2026-12-14T22:30:00.000Z', subscriptions: [{ ...live, creditedSales: 2, nextChargeAt: '2026-12-14T22:30:00.000Z' }, neverAtPayPal] };
      return { delayMs: 300, body: { data: { checked: true, newlyCredited: 1, subscription: member.subscriptions[0] } } };
    });
    const { user } = await findNeo();
    const shown = await waitFor(() => card('PayPal I-LIVE00000001'));
    const button = within(shown).getByRole('button', { name: adminUiText.recheckWithPayPal });
    await user.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.textContent).toContain(adminUiText.recheckingWithPayPal);
    await user.click(button);
    expect(await within(shown).findByText(adminUiText.recheckDone('ACTIVE', 1))).toBeTruthy();
    expect(server.callsTo(`POST /admin/subscriptions/${ids.live}/recheck`)).toHaveLength(1);
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect(facts(card('PayPal I-LIVE00000001'))[4]).toEqual(['Charges credited', '2']);
    // The credited week moved the membership's end: the member is read again.
    expect(await screen.findByText(adminUiText.memberActiveUntil('15 December 2026 at 00:30'))).toBeTruthy();
  });

  it('shows a cancel made at PayPal, says when PayPal was too slow, and shows a failure', async () => {
    let answer: object = { body: { data: { checked: true, newlyCredited: 0, subscription: { ...live, status: 'CANCELLED', nextChargeAt: null } } } };
    server.on(`POST /admin/subscriptions/${ids.live}/recheck`, () => answer);
    const { user } = await findNeo();
    const shown = await waitFor(() => card('PayPal I-LIVE00000001'));
    const button = within(shown).getByRole('button', { name: adminUiText.recheckWithPayPal });
    await user.click(button);
    expect(await within(shown).findByText(adminUiText.recheckDone('CANCELLED', 0))).toBeTruthy();
    expect(facts(shown).slice(0, 2)).toEqual([
      ['Status', 'CANCELLED'],
      ['Next charge', adminUiText.noTime],
    ]);
    expect(server.callsTo('GET /admin/members')).toHaveLength(1);

    answer = { body: { data: { checked: false, newlyCredited: 0, subscription: { ...live, status: 'CANCELLED', nextChargeAt: null } } } };
    await user.click(button);
    expect(await within(shown).findByText(adminUiText.recheckSlow('CANCELLED'))).toBeTruthy();

    answer = failure(503, 'unavailable', 'The service is temporarily unavailable. Please try again shortly.', 'unavailable');
    await user.click(button);
    expect(await within(shown).findByText('The service is temporarily unavailable. Please try again shortly.')).toBeTruthy();
  });
});
