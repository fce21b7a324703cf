import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, act } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { profile, renderApp, tiersAnswer, tokens } from '../../../testing/render-app.tsx';
import { stubLocationAssign } from '../../../testing/stub-location-assign.ts';
import { useAppServer } from '../../../testing/use-app-server.ts';

// Mobile money in the app (issue 22 item 4, product.md §13): the wallets come from the server, the number is formatted
// as people write it and checked before anything is sent, then the view waits on the phone, reading the payment.
const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile() } });
  server.on('GET /api/tiers', { body: { data: { ...tiersAnswer(), providers: { paypal: true, yoco: true, dpo: true }, mobileMoney: ['dpo'] } } });
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const options = (remembered: { phone: string; operator: string } | null = null, operators = ['orange', 'btc']) =>
  server.on('GET /api/payments/dpo/mobile', { body: { data: { operators, timeLimitMinutes: 15, remembered } } });
const started = {
  paymentId: 'pay-m1',
  providerRef: 'TOKEN-M1',
  status: 'awaiting-approval',
  instructions: 'Enter your Orange Money PIN to approve it.',
  phone: '26771234567',
  operator: 'orange',
  priceThebe: 10000,
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
};

async function chooseMobileMoney() {
  const view = renderApp(server);
  await screen.findByRole('radio', { name: uiText.mobileMoney });
  await view.user.click(radio('Local (Botswana Citizens)'));
  await view.user.click(radio(uiText.mobileMoney));
  return view;
}

describe('mobile money on the payment view', () => {
  it('with RedirectOption 1 the wallet\'s page is offered to open (a web address only) while waiting', async () => {
    options({ phone: '26771234567', operator: 'orange' });
    server.on('POST /api/payments/dpo', { body: { data: { ...started, redirectUrl: 'https://wallet.example.bw/approve?ref=1' } } });
    server.on('GET /api/payments/pay-m1', { body: { data: { status: 'created' } } });
    const { user } = await chooseMobileMoney();
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: uiText.mobileNumberLabel }).value).toBe('71 234 567'));
    await user.click(screen.getByRole('button', { name: uiText.sendToPhone }));
    const link = await screen.findByRole<HTMLAnchorElement>('link', { name: uiText.openWalletPage('Orange Money') });
    expect(link.href).toBe('https://wallet.example.bw/approve?ref=1');
    expect(link.target).toBe('_blank');
    expect(link.rel).toContain('noopener');
  });

  it('a wallet page that is not a web address is not offered', async () => {
    options({ phone: '26771234567', operator: 'orange' });
    server.on('POST /api/payments/dpo', { body: { data: { ...started, redirectUrl: 'javascript:alert(1)' } } });
    server.on('GET /api/payments/pay-m1', { body: { data: { status: 'created' } } });
    const { user } = await chooseMobileMoney();
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: uiText.mobileNumberLabel }).value).toBe('71 234 567'));
    await user.click(screen.getByRole('button', { name: uiText.sendToPhone }));
    expect(await screen.findByText(uiText.approveOnPhone('P100'))).toBeTruthy();
    expect(screen.queryByRole('link', { name: uiText.openWalletPage('Orange Money') })).toBeNull();
  });

  it('offers only the wallets the server lists, and a bad number is refused before anything is sent', async () => {
    options();
    const { user } = await chooseMobileMoney();
    expect(radio('Orange Money')).toBeTruthy();
    expect(radio('Smega')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'MyZaka' })).toBeNull();
    const number = screen.getByRole<HTMLInputElement>('textbox', { name: uiText.mobileNumberLabel });
    await user.type(number, '7123');
    expect(number.value).toBe('71 23');
    await user.click(screen.getByRole('button', { name: uiText.sendToPhone }));
    expect(await screen.findByText(messages.invalidMobileNumber)).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(server.callsTo('POST /api/payments/dpo')).toHaveLength(0);
  });

  it('sends the request to the phone, counts down, reads the payment and goes to the guide once approved', async () => {
    options({ phone: '26771234567', operator: 'orange' });
    const assign = stubLocationAssign();
    let reads = 0;
    server.on('POST /api/payments/dpo', { body: { data: started } });
    server.on('GET /api/payments/pay-m1', () => ({ body: { data: { status: ++reads < 2 ? 'created' : 'captured' } } }));
    const { user } = await chooseMobileMoney();
    const number = screen.getByRole<HTMLInputElement>('textbox', { name: uiText.mobileNumberLabel });
    await waitFor(() => expect(number.value).toBe('71 234 567'));
    expect(radio('Orange Money').checked).toBe(true);
    await user.click(screen.getByRole('button', { name: uiText.sendToPhone }));
    expect(await screen.findByText(uiText.approveOnPhone('P100'))).toBeTruthy();
    expect(server.callsTo('POST /api/payments/dpo')[0]?.body).toEqual({ selectedTierId: 'local', mobile: { phone: '26771234567', operator: 'orange' } });
    expect(screen.getByText(uiText.approveOnPhoneWith('Orange Money', '71 234 567'))).toBeTruthy();
    expect(screen.getByText(started.instructions)).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/^Time left to approve: 1[45]:\d\d$/);
    expect(screen.getByRole('button', { name: uiText.payAnotherWay })).toBeTruthy();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/?payment=success'), { timeout: 9_000 });
    expect(reads).toBe(2);
  }, 15_000);

  it('declined on the phone: says so; Try again sends again, Pay another way goes back to the methods', async () => {
    options({ phone: '26771234567', operator: 'orange' });
    server.on('POST /api/payments/dpo', { body: { data: started } });
    server.on('GET /api/payments/pay-m1', { body: { data: { status: 'failed' } } });
    server.on('POST /api/payments/pay-m1/withdraw', { status: 409, body: { error: { code: 'aborted', message: messages.paymentNotWithdrawable, reason: 'payment-not-withdrawable' } } });
    const { user } = await chooseMobileMoney();
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: uiText.mobileNumberLabel }).value).toBe('71 234 567'));
    await user.click(screen.getByRole('button', { name: uiText.sendToPhone }));
    expect(await screen.findByText(messages.mobileDeclined)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: uiText.tryAgain }));
    await waitFor(() => expect(server.callsTo('POST /api/payments/dpo')).toHaveLength(2));
    expect(await screen.findByText(messages.mobileDeclined)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: uiText.payAnotherWay }));
    expect(await screen.findByRole('radio', { name: uiText.paypal })).toBeTruthy();
  });

  it('is not offered when the account has no wallets', async () => {
    server.on('GET /api/payments/dpo/mobile', { status: 404, body: { error: { code: 'not-found', message: 'x', reason: 'mobile-money-not-offered' } } });
    renderApp(server);
    await screen.findByRole('radio', { name: uiText.dpo });
    await waitFor(() => expect(server.callsTo('GET /api/payments/dpo/mobile')).toHaveLength(1));
    // received is not yet answered and rendered: let the answer land before looking for what it must not show
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('radio', { name: uiText.mobileMoney })).toBeNull();
  });

  it('is offered only through a provider the server names for mobile money: DPO for cards alone offers none', async () => {
    options();
    server.on('GET /api/tiers', { body: { data: { ...tiersAnswer(), providers: { paypal: true, yoco: true, dpo: true }, mobileMoney: [] } } });
    server.on('POST /api/payments/dpo', { body: { data: { redirectUrl: 'https://dpo.test/payv2.php?ID=TOKEN-2', paymentId: 'p-4', providerRef: 'TOKEN-2' } } });
    const assign = stubLocationAssign();
    const { user } = renderApp(server);
    await screen.findByRole('radio', { name: uiText.dpo });
    await user.click(radio('Local (Botswana Citizens)'));
    await user.click(radio(uiText.dpo));
    await user.click(screen.getByRole('button', { name: `Pay with ${uiText.dpo}` }));
    // The card payment went through DPO; a wallets read sent when the tiers came would have been answered long before.
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://dpo.test/payv2.php?ID=TOKEN-2'));
    expect(screen.queryByRole('radio', { name: uiText.mobileMoney })).toBeNull();
    expect(server.callsTo('GET /api/payments/dpo/mobile')).toHaveLength(0);
  });
});
