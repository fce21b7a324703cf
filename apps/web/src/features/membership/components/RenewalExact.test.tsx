import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { renewAddressFor } from '@guidepass/domain/app-addresses';
import { uiText } from '../../../config/missing-messages.ts';
import { noSession, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { stubLocationAssign } from '../../../testing/stub-location-assign.ts';
import { useAppServer } from '../../../testing/use-app-server.ts';
import type { Membership } from '../api/get-membership.ts';
import { membershipUiText } from '@guidepass/texts/en/web/membership-ui-text';

// 14:05 in Gaborone (UTC+2) on 30 November 2026; PayPal's next billing a week on, after a sale.
const expiresAt = '2026-11-30T12:05:00.000Z';
const nextBilling = '2026-12-07T12:05:00.000Z';
const usd = (amount: string) => ({ currency: 'USD', amount, label: `US$${amount}` });
const zar = (amount: string) => ({ currency: 'ZAR', amount, label: `R${amount}` });
const bwp = (amount: string) => ({ currency: 'BWP', amount, label: `P${Number(amount)}` });
const renewal = { kind: 'renewal', weeks: 1, total: 'P50', charge: { paypal: usd('3.70'), yoco: zar('66.50'), dpo: bwp('50.00') }, renewal: { startsAt: expiresAt, weekly: usd('3.70') } } as const;
const payment = { id: 'pay-1', createdAt: '2026-11-16T08:30:00.000Z', tierId: 'local', provider: 'yoco', priceThebe: 10000, amount: '133.00', amountMinor: 13300, currency: 'ZAR', weeks: 2, status: 'captured', receiptNumber: 'GP-2026-000041' };
const withoutRenewal: Membership = { tierId: 'local', active: true, expiresAt, autoRenew: null, nextPurchase: renewal, payments: [payment] };
const renewing: Membership = { ...withoutRenewal, autoRenew: { provider: 'paypal', status: 'ACTIVE', nextChargeAt: nextBilling, amount: '3.70', currency: 'USD' } };

const server = useAppServer((server) => {
  sessionStorage.clear();
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile({ paymentStatus: 'paid', membershipExpiry: expiresAt, membershipActive: true }) } });
  server.on('GET /api/membership', { body: { data: withoutRenewal } });
});

const terms = () => screen.queryAllByRole('term').map((term) => term.textContent);

async function openRenewal(path: string) {
  renderApp(server, path);
  return screen.findByRole('region', { name: membershipUiText.renewalTitle });
}

describe('My membership is exact', () => {
  it("renewal on: Next charge is the server's time (PayPal's next billing after the sale), with its amount", async () => {
    server.on('GET /api/membership', { body: { data: renewing } });
    const section = await openRenewal('/?view=membership');
    const term = within(section).getByText(membershipUiText.renewalNextCharge);
    expect(term.nextElementSibling?.textContent).toBe('7 December 2026 at 14:05 (Gaborone time): 3.70 USD');
  });

  it('renewal off: no next charge anywhere', async () => {
    const section = await openRenewal('/?view=membership');
    expect(within(section).getByText(membershipUiText.renewalOff)).toBeTruthy();
    expect(terms()).not.toContain(membershipUiText.renewalNextCharge);
    expect(screen.queryByText(/Next charge/)).toBeNull();
  });

  it.each([
    ['yoco', uiText.yoco],
    ['paypal', uiText.paypal],
  ] as const)("the reminder's link naming %s preselects it in Renew now", async (method, label) => {
    await openRenewal(renewAddressFor(method));
    // the one primary action is the named method's (product.md §17)
    expect(await screen.findByRole('button', { name: membershipUiText.renewWith(label) })).toBeTruthy();
  });

  it('the method survives a Google sign-in with the reminder link, and the address names it again', async () => {
    server.on('POST /auth/refresh', noSession);
    const first = renderApp(server, renewAddressFor('yoco'));
    await screen.findByRole('heading', { name: messages.signUpTitle });
    const assign = stubLocationAssign();
    await first.user.click(screen.getByRole('button', { name: uiText.signInWithGoogle }));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    first.unmount();
    vi.restoreAllMocks();

    server.on('POST /auth/refresh', tokens('tok-1', true));
    renderApp(server, '/');
    await screen.findByRole('region', { name: membershipUiText.renewalTitle });
    await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/?renew=1&method=yoco'));
    expect(screen.getByRole('button', { name: membershipUiText.renewWith(uiText.yoco) })).toBeTruthy();
    expect(sessionStorage.getItem('gp.renewIntent')).toBeNull();
  });
});
