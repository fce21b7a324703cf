import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { stubLocationAssign } from '../../../testing/stub-location-assign.ts';
import { useAppServer } from '../../../testing/use-app-server.ts';

const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile() } });
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('payment cancelled view', () => {
  it('PayPal cancel: says cancelled, captures nothing, and Try Again returns to the payment view', async () => {
    const { user } = renderApp(server, '/payment-cancel?token=ORDER-1');
    expect(await screen.findByRole('heading', { name: messages.paymentCancelled })).toBeTruthy();
    expect(screen.queryByText(messages.outcomeDeclined)).toBeNull();
    expect(screen.getByRole('button', { name: uiText.signOut })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: uiText.tryAgain }));
    expect(await screen.findByRole('heading', { name: uiText.paymentTitle })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(server.callsTo('POST /api/payments/paypal/capture')).toHaveLength(0);
  });

  it('PayPal subscription cancel (ba_token and token): says cancelled and confirms or captures nothing', async () => {
    renderApp(server, '/payment-cancel?ba_token=BA-8KJ3N2Q&token=5TY2P9W');
    expect(await screen.findByRole('heading', { name: messages.paymentCancelled })).toBeTruthy();
    expect(screen.queryByText(messages.outcomeDeclined)).toBeNull();
    expect(screen.getByRole('button', { name: uiText.tryAgain })).toBeTruthy();
    expect(server.callsTo('POST /api/subscriptions/paypal/confirm')).toHaveLength(0);
    expect(server.callsTo('POST /api/payments/paypal/capture')).toHaveLength(0);
  });

  it('Yoco decline: says the card was declined and nothing charged, never "Payment Cancelled" (product.md §17)', async () => {
    renderApp(server, '/payment-cancel?method=yoco&paymentId=pay-1&reason=declined');
    expect(await screen.findByRole('heading', { name: messages.outcomeDeclinedTitle })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([messages.outcomeDeclinedTitle]);
    expect(screen.getByText('Your bank declined the card. Nothing was charged.')).toBeTruthy();
    expect(screen.queryByText(messages.paymentCancelled)).toBeNull();
    expect(server.callsTo('POST /api/payments/yoco/confirm')).toHaveLength(0);
    expect(server.callsTo('POST /api/payments/yoco/capture')).toHaveLength(0);
  });

  it('Try Again comes back with the tier and the method chosen before leaving for the provider', async () => {
    const assign = stubLocationAssign();
    server.on('POST /api/payments/yoco', { body: { data: { redirectUrl: 'https://yoco.test/checkout/ch_1', paymentId: 'pay-1' } } });
    const before = renderApp(server);
    await before.user.click(await screen.findByRole('radio', { name: 'SADC Citizens' }));
    await before.user.click(screen.getByRole('radio', { name: uiText.yoco }));
    await before.user.click(screen.getByRole('button', { name: 'Pay with Yoco' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://yoco.test/checkout/ch_1'));
    before.unmount();

    // Back from Yoco's cancel address: the page loads afresh.
    const { user } = renderApp(server, '/payment-cancel?method=yoco&paymentId=pay-1');
    await user.click(await screen.findByRole('button', { name: uiText.tryAgain }));
    const tier = await screen.findByRole<HTMLInputElement>('radio', { name: 'SADC Citizens' });
    expect(tier.checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: uiText.yoco }).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Pay with Yoco' }).hasAttribute('aria-disabled')).toBe(false);
  });

  it('DPO Back: asks how the attempt ended; declined says so, one the member left says cancelled, one past its time says expired', async () => {
    for (const [status, title, line] of [
      ['failed', messages.outcomeDeclinedTitle, messages.outcomeDeclined],
      ['created', messages.paymentCancelled, messages.outcomeCancelled],
      ['expired', messages.paymentCancelled, messages.outcomeExpired],
    ] as const) {
      server.on('POST /api/payments/dpo/confirm', { body: { data: { success: false, status } } });
      const { unmount } = renderApp(server, '/payment-cancel?method=dpo&paymentId=pay-7&TransactionToken=T-7&CompanyRef=pay-7');
      expect(await screen.findByText(line)).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      unmount();
    }
    const asked = server.callsTo('POST /api/payments/dpo/confirm').map((call) => call.body);
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(new Set(asked.map((body) => JSON.stringify(body)))).toEqual(new Set([JSON.stringify({ paymentId: 'pay-7' })]));
  });

  it('Sign Out leaves for the auth view, on Login', async () => {
    const { user } = renderApp(server, '/payment-cancel?method=yoco&paymentId=pay-1');
    await screen.findByRole('heading', { name: messages.paymentCancelled });
    await user.click(screen.getByRole('button', { name: uiText.signOut }));
    expect(await screen.findByRole('heading', { name: messages.loginTitle })).toBeTruthy();
    expect(server.callsTo('POST /auth/logout')).toHaveLength(1);
  });
});
