import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { uiText } from '../../../config/missing-messages.ts';
import { failure, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';
import type { AdminMember, AdminPayment } from '../api/find-member.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

// The admin's member view: each credited payment with its pula price and what was charged, and Refund, asked first
// (issue 22 item 7).
const ids = { paypal: '33333333-3333-4333-8333-333333333333', dpo: '44444444-4444-4444-8444-444444444444', refunded: '55555555-5555-4555-8555-555555555555' };
const paidWithPayPal: AdminPayment = {
  id: ids.paypal,
  provider: 'paypal',
  status: 'captured',
  tierId: 'sadc',
  weeks: 2,
  priceThebe: 20000,
  amountMinor: 1480,
  currency: 'USD',
  // 08:00 UTC is 10:00 in Gaborone.
  capturedAt: '2026-11-23T08:00:00.000Z',
  receiptNumber: 'GP-2026-000007',
  refundedMinor: 0,
};
const paidWithDpo: AdminPayment = { ...paidWithPayPal, id: ids.dpo, provider: 'dpo', amountMinor: 20000, currency: 'BWP', receiptNumber: 'GP-2026-000006', paidWith: 'MyZaka ·· 890' };
const refundedYoco: AdminPayment = { ...paidWithPayPal, id: ids.refunded, provider: 'yoco', status: 'refunded', amountMinor: 101080, currency: 'ZAR', receiptNumber: 'GP-2026-000005', refundedMinor: 101080 };
let member: AdminMember;

const server = useAppServer((server) => {
  member = { id: 'u-1', email: 'neo@example.com', tierId: 'sadc', membershipExpiry: '2026-12-07T08:00:00.000Z', active: true, subscriptions: [], payments: [paidWithPayPal, paidWithDpo, refundedYoco] };
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile({ email: 'boss@example.com' }) } });
  server.on('GET /api/admin/status', { body: { data: { admin: true } } });
  server.on('POST /api/admin/session', { body: { data: { expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } } });
  server.on('GET /api/salespersons', { body: { data: [] } });
  server.on('GET /admin/earnings', { body: { data: { month: '2026-11', salespersons: [] } } });
  server.on('GET /admin/members', () => ({ body: { data: member } }));
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

async function findNeo() {
  const app = renderApp(server, '/?view=admin&month=2026-11');
  const form = await screen.findByRole('form', { name: adminUiText.membersTitle });
  await app.user.type(within(form).getByLabelText(adminUiText.memberEmailLabel), 'neo@example.com');
  await app.user.click(within(form).getByRole('button', { name: adminUiText.findMember }));
  await screen.findByRole('heading', { level: 3, name: 'neo@example.com' });
  return app;
}

const card = (receipt: string) => screen.getByRole('heading', { level: 5, name: adminUiText.paymentCardTitle(receipt, '23 November 2026 at 10:00') }).closest('li')!;
const facts = (item: HTMLElement) => Array.from(item.querySelectorAll('dl > div'), (pair) => [pair.querySelector('dt')!.textContent, pair.querySelector('dd')!.textContent]);

describe("refunds in the admin's member view", () => {
  it('shows each payment in pula, the amount charged where it differs, and Refund only on a paid one never refunded', async () => {
    await findNeo();
    expect(facts(card('GP-2026-000007'))).toEqual([
      ['Paid with', 'PayPal'],
      ['Status', 'Paid'],
      ['Price', 'P200'],
      ['Charged', 'US$14.80'],
      ['Weeks', '2'],
    ]);
    expect(facts(card('GP-2026-000006')).map(([label]) => label), 'pula charged as priced: no second amount').toEqual(['Paid with', 'Status', 'Price', 'Weeks']);
    expect(facts(card('GP-2026-000006'))[0], 'named the way it was paid (product.md §17)').toEqual(['Paid with', 'MyZaka ·· 890']);
    expect(facts(card('GP-2026-000005'))).toContainEqual(['Refunded', 'R1010.80']);
    expect(within(card('GP-2026-000007')).getByRole('button', { name: adminUiText.refundPayment })).toBeTruthy();
    expect(within(card('GP-2026-000005')).queryByRole('button', { name: adminUiText.refundPayment })).toBeNull();
  });

  it('asks first; Cancel sends nothing and gives the focus back to Refund', async () => {
    const { user } = await findNeo();
    const shown = card('GP-2026-000007');
    await user.click(within(shown).getByRole('button', { name: adminUiText.refundPayment }));
    const question = within(shown).getByRole('group', { name: adminUiText.refundQuestion('US$14.80', 'PayPal') });
    await user.click(within(question).getByRole('button', { name: uiText.cancel }));
    await waitFor(() => expect(document.activeElement?.textContent).toBe(adminUiText.refundPayment));
    expect(server.callsTo(`POST /api/admin/payments/${ids.paypal}/refund`)).toHaveLength(0);
  });

  it('refunds on Yes with the reason, shows what was refunded and reads the member again; no second Refund', async () => {
    server.on(`POST /api/admin/payments/${ids.paypal}/refund`, () => {
      member = { ...member, active: false, payments: [{ ...paidWithPayPal, status: 'refunded', refundedMinor: 1480 }, paidWithDpo, refundedYoco] };
      return { body: { data: { paymentId: ids.paypal, status: 'refunded', refundedThebe: 20000, refundedMinor: 1480, currency: 'USD' } } };
    });
    const { user } = await findNeo();
    const shown = card('GP-2026-000007');
    await user.click(within(shown).getByRole('button', { name: adminUiText.refundPayment }));
    const reason = within(shown).getByLabelText(adminUiText.refundReasonLabel);
    await user.clear(reason);
    await user.type(reason, 'Paid twice');
    await user.click(within(shown).getByRole('button', { name: adminUiText.refundYes }));
    expect(await within(card('GP-2026-000007')).findByText(adminUiText.refundDone('US$14.80', true))).toBeTruthy();
    expect(server.callsTo(`POST /api/admin/payments/${ids.paypal}/refund`).map((call) => call.body)).toEqual([{ reason: 'Paid twice' }]);
    await waitFor(() => expect(facts(card('GP-2026-000007'))[1]).toEqual(['Status', 'Refunded']));
    expect(within(card('GP-2026-000007')).queryByRole('button', { name: adminUiText.refundPayment })).toBeNull();
  });

  it("shows the provider's failure and keeps Refund for a later try", async () => {
    server.on(`POST /api/admin/payments/${ids.dpo}/refund`, failure(503, 'unavailable', 'Card (pula) did not refund the payment, and nothing was changed. Please try again later.', 'provider-unavailable'));
    const { user } = await findNeo();
    const shown = card('GP-2026-000006');
    await user.click(within(shown).getByRole('button', { name: adminUiText.refundPayment }));
    await user.click(within(shown).getByRole('button', { name: adminUiText.refundYes }));
    expect(await within(shown).findByText('Card (pula) did not refund the payment, and nothing was changed. Please try again later.')).toBeTruthy();
    expect(within(shown).getByRole('button', { name: adminUiText.refundPayment })).toBeTruthy();
  });

  it("a DPO refund held by DPO's checker says so, shows it waiting and offers no second Refund", async () => {
    server.on(`POST /api/admin/payments/${ids.dpo}/refund`, () => {
      member = { ...member, payments: [paidWithPayPal, { ...paidWithDpo, refundState: 'pending' }, refundedYoco] };
      return { body: { data: { paymentId: ids.dpo, status: 'captured', refundedThebe: 0, refundedMinor: 0, currency: 'BWP', refundState: 'pending' } } };
    });
    const { user } = await findNeo();
    await user.click(within(card('GP-2026-000006')).getByRole('button', { name: adminUiText.refundPayment }));
    await user.click(within(card('GP-2026-000006')).getByRole('button', { name: adminUiText.refundYes }));
    expect(await within(card('GP-2026-000006')).findByText(adminUiText.refundPending('P200'))).toBeTruthy();
    await waitFor(() => expect(facts(card('GP-2026-000006'))).toContainEqual([adminUiText.refundStateLabel, adminUiText.refundStates.pending]));
    expect(facts(card('GP-2026-000006'))).toContainEqual(['Status', 'Paid']);
    expect(within(card('GP-2026-000006')).queryByRole('button', { name: adminUiText.refundPayment })).toBeNull();
  });

  it('a refund the provider declined is shown declined, and Refund is offered again', async () => {
    member = { ...member, payments: [paidWithPayPal, { ...paidWithDpo, refundState: 'declined' }, refundedYoco] };
    server.on('GET /admin/members', () => ({ body: { data: member } }));
    await findNeo();
    expect(facts(card('GP-2026-000006'))).toContainEqual([adminUiText.refundStateLabel, adminUiText.refundStates.declined]);
    expect(within(card('GP-2026-000006')).getByRole('button', { name: adminUiText.refundPayment })).toBeTruthy();
  });
});
