import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';

const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile() } });
});

describe('payment cancelled view', () => {
  it('PayPal cancel: says cancelled, captures nothing, and Try Again returns to the payment view', async () => {
    const { user } = renderApp(server, '/payment-cancel?token=ORDER-1');
    expect(await screen.findByRole('heading', { name: messages.paymentCancelled })).toBeTruthy();
    expect(screen.queryByText(messages.paymentDeclined)).toBeNull();
    expect(screen.getByRole('button', { name: uiText.signOut })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: uiText.tryAgain }));
    expect(await screen.findByRole('heading', { name: uiText.paymentTitle })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(server.callsTo('POST /api/payments/paypal/capture')).toHaveLength(0);
  });

  it('Yoco decline: says the card was declined as well', async () => {
    renderApp(server, '/payment-cancel?method=yoco&paymentId=pay-1&reason=declined');
    expect(await screen.findByRole('heading', { name: messages.paymentCancelled })).toBeTruthy();
    expect(screen.getByText(messages.paymentDeclined)).toBeTruthy();
    expect(server.callsTo('POST /api/payments/yoco/capture')).toHaveLength(0);
  });

  it('Sign Out leaves for the auth view', async () => {
    const { user } = renderApp(server, '/payment-cancel?method=yoco&paymentId=pay-1');
    await screen.findByRole('heading', { name: messages.paymentCancelled });
    await user.click(screen.getByRole('button', { name: uiText.signOut }));
    expect(await screen.findByRole('heading', { name: messages.signUpTitle })).toBeTruthy();
    expect(server.callsTo('POST /auth/logout')).toHaveLength(1);
  });
});
