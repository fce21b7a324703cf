import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { failure, profile, renderApp, tiersAnswer, tokens } from '../../../testing/render-app.tsx';
import { stubLocationAssign } from '../../../testing/stub-location-assign.ts';
import { useAppServer } from '../../../testing/use-app-server.ts';

// DPO Pay by card (issue 22): offered when GET /api/tiers says so, started through POST /api/payments/dpo, and its
// return (`?payment=success&method=dpo&paymentId=…`) confirmed through POST /api/payments/dpo/confirm with our id.
const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
const paid = () => profile({ paymentStatus: 'paid', membershipExpiry: inAWeek(), membershipActive: true });
const offeringDpo = () => server.on('GET /api/tiers', { body: { data: { ...tiersAnswer(), providers: { paypal: true, yoco: true, dpo: true }, mobileMoney: ['dpo'] } } });
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('DPO on the payment view', () => {
  it('offers "Card (pula)" when configured, and Pay leaves for DPO’s hosted page', async () => {
    server.on('GET /api/me', { body: { data: profile() } });
    offeringDpo();
    const assign = stubLocationAssign();
    server.on('POST /api/payments/dpo', { body: { data: { redirectUrl: 'https://dpo.test/payv2.php?ID=TOKEN-1', paymentId: 'p-3', providerRef: 'TOKEN-1' } } });
    const { user } = renderApp(server);
    await screen.findByRole('radio', { name: 'SADC Citizens' });
    expect(uiText.dpo).toBe('Card (pula)');
    await user.click(radio('Local (Botswana Citizens)'));
    await user.click(radio(uiText.dpo));
    expect(screen.getByText(messages.renewalNote.dpo)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Pay with ${uiText.dpo}` }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://dpo.test/payv2.php?ID=TOKEN-1'));
    expect(server.callsTo('POST /api/payments/dpo')[0]?.body).toEqual({ selectedTierId: 'local' });
  });

  it('cannot be chosen when the server does not offer it', async () => {
    server.on('GET /api/me', { body: { data: profile() } });
    renderApp(server);
    await screen.findByRole('radio', { name: 'SADC Citizens' });
    expect(radio(uiText.dpo).disabled).toBe(true);
    expect(radio(uiText.paypal).disabled).toBe(false);
  });

  it('DPO down: says so and offers another way', async () => {
    server.on('GET /api/me', { body: { data: profile() } });
    offeringDpo();
    server.on('POST /api/payments/dpo', failure(503, 'unavailable', messages.providerUnavailable(uiText.dpo), 'provider-unavailable'));
    const { user } = renderApp(server);
    await screen.findByRole('radio', { name: 'SADC Citizens' });
    await user.click(radio('Local (Botswana Citizens)'));
    await user.click(radio(uiText.dpo));
    await user.click(screen.getByRole('button', { name: `Pay with ${uiText.dpo}` }));
    // The original's sentence for PayPal and Yoco (section 8), naming the way offered instead.
    expect(await screen.findByText(messages.providerUnavailableTryOther(uiText.dpo, uiText.paypal))).toBeTruthy();
    expect(radio(uiText.dpo).checked).toBe(false);
    expect(radio(uiText.paypal).checked).toBe(true);
  });
});

describe('return from DPO', () => {
  it('confirms our payment id (never DPO’s token from the address) and shows the success view', async () => {
    let reads = 0;
    server.on('GET /api/me', () => ({ body: { data: ++reads <= 1 ? profile() : paid() } }));
    server.on('POST /api/payments/dpo/confirm', { delayMs: 100, body: { data: { success: true, status: 'captured' } } });
    renderApp(server, '/?payment=success&method=dpo&paymentId=pay-7&TransID=T1&CCDapproval=123&TransactionToken=OTHER-TOKEN&CompanyRef=pay-7');
    expect(await screen.findByText(messages.paymentReceivedCapturing)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    const confirms = server.callsTo('POST /api/payments/dpo/confirm');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toEqual({ paymentId: 'pay-7' });
    expect(server.callsTo('POST /api/payments/yoco/confirm')).toHaveLength(0);
    expect(server.callsTo('POST /api/payments/paypal/capture')).toHaveLength(0);
    expect(window.location.search).toBe('?payment=success');
  });

  it('a token that is not paid never shows success', async () => {
    server.on('GET /api/me', { body: { data: profile() } });
    server.on('POST /api/payments/dpo/confirm', { body: { data: { success: false, status: 'failed' } } });
    renderApp(server, '/?payment=success&method=dpo&paymentId=pay-8');
    expect(await screen.findByText(messages.captureFailed)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: messages.paymentSuccessful })).toBeNull();
  });

  it('method=dpo without a paymentId is no valid payment id', async () => {
    server.on('GET /api/me', { body: { data: profile() } });
    renderApp(server, '/?payment=success&method=dpo');
    expect(await screen.findByText(messages.noValidPaymentId)).toBeTruthy();
    expect(server.callsTo('POST /api/payments/dpo/confirm')).toHaveLength(0);
  });

  it('Back on DPO’s page → the cancelled view; the server is asked about our payment, never told the return’s token', async () => {
    server.on('GET /api/me', { body: { data: profile() } });
    server.on('POST /api/payments/dpo/confirm', { body: { data: { success: false, status: 'created' } } });
    renderApp(server, '/payment-cancel?method=dpo&paymentId=pay-9&TransactionToken=TOKEN-9&CompanyRef=pay-9');
    expect(await screen.findByRole('heading', { name: messages.paymentCancelled })).toBeTruthy();
    expect(await screen.findByText(messages.outcomeCancelled)).toBeTruthy();
    // Since product.md §17 the view asks how the attempt ended (PaymentCancelledView.test.tsx): by our id alone.
    const asked = server.callsTo('POST /api/payments/dpo/confirm').map((call) => JSON.stringify(call.body));
    expect(asked.length).toBeGreaterThanOrEqual(1);
    expect(new Set(asked)).toEqual(new Set([JSON.stringify({ paymentId: 'pay-9' })]));
  });
});
