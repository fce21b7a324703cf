import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import type { TiersAnswer } from '@guidepass/domain/payments';
import { uiText } from '../../../config/missing-messages.ts';
import { profile, renderApp, tiersAnswer, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';

// Issue 29 items 1 and 3 (product.md §17): the way of paying the server preselects, pula first for Local, the tier
// cards saying what the selected way charges, and "Pay another way" withdrawing the request on the phone.
const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile() } });
  server.on('GET /api/payments/dpo/mobile', { body: { data: { operators: ['orange', 'mascom'], timeLimitMinutes: 15, remembered: null } } });
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });
const answer = (preferred: TiersAnswer['preferred']): TiersAnswer => ({ ...tiersAnswer(), providers: { paypal: true, yoco: true, dpo: true }, mobileMoney: ['dpo'], preferred });
const newMember = answer({
  local: { provider: 'dpo', mobile: { operator: 'orange', phone: null } },
  sadc: { provider: 'paypal', mobile: null },
  global: { provider: 'paypal', mobile: null },
});
const myZaka = { provider: 'dpo' as const, mobile: { operator: 'mascom', phone: '26772345890' } };
const started = {
  paymentId: 'pay-w1',
  providerRef: 'TOKEN-W1',
  status: 'awaiting-approval',
  instructions: '',
  phone: '26771234567',
  operator: 'orange',
  priceThebe: 10000,
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
};

describe('the way of paying follows the member', () => {
  it('the ways show once the wallets are known, so the way selected for Local never changes under the member', async () => {
    server.on('GET /api/tiers', { body: { data: newMember } });
    let answerWallets: () => void = () => {};
    const walletsAsked = new Promise<void>((resolve) => (answerWallets = resolve));
    server.on('GET /api/payments/dpo/mobile', async () => {
      await walletsAsked;
      return { body: { data: { operators: ['orange', 'mascom'], timeLimitMinutes: 15, remembered: null } } };
    });
    const { user } = renderApp(server);
    await waitFor(() => expect(server.callsTo('GET /api/payments/dpo/mobile')).toHaveLength(1));
    // The tiers are in, the wallets not yet: no way is offered that the wallets' answer would take back.
    expect(screen.getByText(uiText.loadingTiers)).toBeTruthy();
    expect(screen.queryByRole('group', { name: uiText.methodLegend })).toBeNull();
    answerWallets();
    await user.click(await screen.findByRole('radio', { name: 'Local (Botswana Citizens)' }));
    expect(radio(uiText.mobileMoney).checked).toBe(true);
    expect(radio(uiText.paypal).checked).toBe(false);
  });

  it('a new member choosing Local gets mobile money selected, pula ways listed first and pula prices; SADC gets PayPal', async () => {
    server.on('GET /api/tiers', { body: { data: newMember } });
    const { user } = renderApp(server);
    await screen.findByRole('radio', { name: uiText.mobileMoney });
    await user.click(radio('Local (Botswana Citizens)'));
    await waitFor(() => expect(radio(uiText.mobileMoney).checked).toBe(true));
    const methods = within(screen.getByRole('group', { name: uiText.methodLegend })).getAllByRole('radio').map((r) => r.getAttribute('value'));
    expect(methods).toEqual(['mobile-money', 'dpo', 'paypal', 'yoco']);
    await waitFor(() => expect(screen.getByText('P100 now for 2 weeks with Orange Money')).toBeTruthy());
    expect(screen.queryByText(/with PayPal/)).toBeNull();

    await user.click(radio('SADC Citizens'));
    expect(radio(uiText.paypal).checked).toBe(true);
    expect(screen.getByText('US$14.80 with PayPal')).toBeTruthy();
    const order = within(screen.getByRole('group', { name: uiText.methodLegend })).getAllByRole('radio').map((r) => r.getAttribute('value'));
    expect(order).toEqual(['paypal', 'yoco', 'dpo', 'mobile-money']);
    await user.click(radio(uiText.dpo));
    expect(screen.getByText('P200 now for 2 weeks with Card (pula)')).toBeTruthy();
  });

  it('a member who paid with MyZaka gets that wallet and number back, whatever the tier', async () => {
    server.on('GET /api/tiers', { body: { data: answer({ local: myZaka, sadc: myZaka, global: myZaka }) } });
    const { user } = renderApp(server);
    await screen.findByRole('radio', { name: uiText.mobileMoney });
    await waitFor(() => expect(radio(uiText.mobileMoney).checked).toBe(true));
    await user.click(radio('SADC Citizens'));
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('textbox', { name: uiText.mobileNumberLabel }).value).toBe('72 345 890'));
    expect(radio('MyZaka').checked).toBe(true);
    expect(screen.getByText('P200 now for 2 weeks with MyZaka')).toBeTruthy();
  });

  it('"Pay another way" withdraws the request on the phone and says so; "Try again" keeps wallet and number', async () => {
    server.on('GET /api/tiers', { body: { data: newMember } });
    server.on('POST /api/payments/dpo', { body: { data: started } });
    server.on('GET /api/payments/pay-w1', { body: { data: { status: 'failed' } } });
    server.on('POST /api/payments/pay-w1/withdraw', { body: { data: { status: 'cancelled', withdrawal: 'withdrawn' } } });
    const { user } = renderApp(server);
    await screen.findByRole('radio', { name: uiText.mobileMoney });
    await user.click(radio('Local (Botswana Citizens)'));
    await user.type(await screen.findByRole('textbox', { name: uiText.mobileNumberLabel }), '71234567');
    await user.click(screen.getByRole('button', { name: uiText.sendToPhone }));
    expect(await screen.findByText(messages.mobileDeclined)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: uiText.tryAgain }));
    await waitFor(() => expect(server.callsTo('POST /api/payments/dpo')).toHaveLength(2));
    const [first, second] = server.callsTo('POST /api/payments/dpo');
    expect(second?.body).toEqual(first?.body);
    expect(second?.body).toEqual({ selectedTierId: 'local', mobile: { phone: '26771234567', operator: 'orange' } });

    await user.click(await screen.findByRole('button', { name: uiText.payAnotherWay }));
    expect(await screen.findByText('The request to 71 234 567 was withdrawn')).toBeTruthy();
    expect(server.callsTo('POST /api/payments/pay-w1/withdraw')).toHaveLength(1);
    expect(radio(uiText.dpo).checked).toBe(true);
  });
});
