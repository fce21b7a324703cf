import { describe, expect, it } from 'vitest';
import { screen, waitFor, act } from '@testing-library/react';
import { renewAddressFor } from '@guidepass/domain/app-addresses';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { profile, renderApp, tiersAnswer, tokens } from '../../../testing/render-app.tsx';
import { stubLocationAssign } from '../../../testing/stub-location-assign.ts';
import { useAppServer } from '../../../testing/use-app-server.ts';

// Renew now with mobile money in one tap (issue 22 item 6): the approval goes to the number used last.
const expiresAt = '2026-11-30T12:05:00.000Z';
const bwp = (amount: string) => ({ currency: 'BWP', amount, label: `P${Number(amount)}` });
const renewal = { kind: 'renewal', weeks: 1, total: 'P50', charge: { paypal: bwp('3.70'), yoco: bwp('66.50'), dpo: bwp('50.00') }, renewal: { startsAt: expiresAt, weekly: bwp('3.70') } };
const remembered = { phone: '26771234567', operator: 'mascom' };
// The member's own way comes from the server (product.md §17): the wallet and number of their last payment.
const membership = { tierId: 'local', active: true, expiresAt, autoRenew: null, nextPurchase: renewal, preferred: { provider: 'dpo', mobile: remembered }, payments: [] };

const server = useAppServer((server) => {
  sessionStorage.clear();
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile({ paymentStatus: 'paid', membershipExpiry: expiresAt, membershipActive: true }) } });
  server.on('GET /api/membership', { body: { data: membership } });
  server.on('GET /api/tiers', { body: { data: { ...tiersAnswer(), providers: { paypal: true, yoco: true, dpo: true }, mobileMoney: ['dpo'] } } });
});

const oneTap = uiText.renewWithMobile('P50', 'MyZaka', '71 234 567');

describe('Renew now with mobile money', () => {
  it('one tap sends the approval to the number used last and waits on the phone; approved, it goes to the success view', async () => {
    server.on('GET /api/payments/dpo/mobile', { body: { data: { operators: ['orange', 'mascom'], timeLimitMinutes: 15, remembered } } });
    server.on('POST /api/membership/renew/mobile', {
      body: { data: { paymentId: 'pay-r1', providerRef: 'T-R1', status: 'awaiting-approval', instructions: 'Enter your MyZaka PIN.', ...remembered, priceThebe: 5000, expiresAt: new Date(Date.now() + 900_000).toISOString() } },
    });
    server.on('GET /api/payments/pay-r1', { body: { data: { status: 'captured' } } });
    const assign = stubLocationAssign();
    const { user } = renderApp(server, '/?view=membership');
    await user.click(await screen.findByRole('button', { name: oneTap }));
    expect(server.callsTo('POST /api/membership/renew/mobile')[0]?.body).toEqual({ provider: 'dpo' });
    expect(await screen.findByText(uiText.approveOnPhone('P50'))).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/?payment=success'));
  });

  it("a reminder's link naming DPO opens on the member's own wallet and number, not the card page (product.md §17)", async () => {
    server.on('GET /api/payments/dpo/mobile', { body: { data: { operators: ['orange', 'mascom'], timeLimitMinutes: 15, remembered } } });
    renderApp(server, renewAddressFor('dpo'));
    expect(await screen.findByRole('button', { name: oneTap })).toBeTruthy();
  });

  it('declined on the phone: says so, and Try again sends it once more', async () => {
    server.on('GET /api/payments/dpo/mobile', { body: { data: { operators: ['orange', 'mascom'], timeLimitMinutes: 15, remembered } } });
    server.on('POST /api/membership/renew/mobile', {
      body: { data: { paymentId: 'pay-r2', providerRef: 'T-R2', status: 'awaiting-approval', instructions: '', ...remembered, priceThebe: 5000, expiresAt: new Date(Date.now() + 900_000).toISOString() } },
    });
    server.on('GET /api/payments/pay-r2', { body: { data: { status: 'failed' } } });
    const { user } = renderApp(server, '/?view=membership');
    await user.click(await screen.findByRole('button', { name: oneTap }));
    expect(await screen.findByText(messages.mobileDeclined)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: uiText.tryAgain }));
    await waitFor(() => expect(server.callsTo('POST /api/membership/renew/mobile')).toHaveLength(2));
  });

  it('is not offered to a member whose own way is not mobile money', async () => {
    server.on('GET /api/membership', { body: { data: { ...membership, preferred: { provider: 'paypal', mobile: null } } } });
    renderApp(server, '/?view=membership');
    await screen.findByRole('button', { name: 'Renew now with PayPal' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('button', { name: /^Renew: approve/ })).toBeNull();
  });

  it('is the one primary action: the other methods wait behind "Pay another way", and nothing else is live while the phone approves', async () => {
    server.on('POST /api/membership/renew/mobile', {
      body: { data: { paymentId: 'pay-r3', providerRef: 'T-R3', status: 'awaiting-approval', instructions: '', ...remembered, priceThebe: 5000, expiresAt: new Date(Date.now() + 900_000).toISOString() } },
    });
    server.on('GET /api/payments/pay-r3', { body: { data: { status: 'created' } } });
    server.on('POST /api/payments/pay-r3/withdraw', { body: { data: { status: 'cancelled', withdrawal: 'withdrawn' } } });
    const { user } = renderApp(server, '/?view=membership');
    const primary = await screen.findByRole('button', { name: 'Renew: approve P50 on 71 234 567 (MyZaka)' });
    expect(primary.className).not.toMatch(/secondary/);
    expect(screen.queryByRole('button', { name: /^Renew now with/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Turn on/ })).toBeNull();
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(primary);
    expect(await screen.findByText(uiText.approveOnPhone('P50'))).toBeTruthy();
    const live = screen.getAllByRole('button').map((button) => button.textContent);
    expect(live.filter((name) => /Renew|Pay with|Turn on/.test(name ?? ''))).toEqual([]);
    await user.click(screen.getByRole('button', { name: uiText.payAnotherWay }));
    expect(await screen.findByText('The request to 71 234 567 was withdrawn')).toBeTruthy();
    expect(server.callsTo('POST /api/payments/pay-r3/withdraw')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /^Renew now with/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: uiText.yoco })).toBeTruthy();
  });

  it('is not offered when the server names no provider for mobile money, though DPO is configured', async () => {
    server.on('GET /api/tiers', { body: { data: { ...tiersAnswer(), providers: { paypal: true, yoco: true, dpo: true }, mobileMoney: [] } } });
    server.on('GET /api/payments/dpo/mobile', { body: { data: { operators: ['orange', 'mascom'], timeLimitMinutes: 15, remembered } } });
    server.on('POST /api/membership/renew', { body: { data: { redirectUrl: 'https://paypal.test/approve?token=O-1', paymentId: 'p-1', orderId: 'O-1' } } });
    const assign = stubLocationAssign();
    const { user } = renderApp(server, '/?view=membership');
    await user.click(await screen.findByRole('button', { name: /^Renew now with/ }));
    // Renewing another way went out and back; a wallets read sent with the view would have been answered before.
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.test/approve?token=O-1'));
    expect(screen.queryByRole('button', { name: oneTap })).toBeNull();
    expect(server.callsTo('GET /api/payments/dpo/mobile')).toHaveLength(0);
  });
});
