import { beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { failure, profile, renderApp, tiersAnswer, tokens } from '../../../testing/render-app.tsx';
import { stubLocationAssign } from '../../../testing/stub-location-assign.ts';
import { useAppServer } from '../../../testing/use-app-server.ts';

const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile() } });
});

// What a past payment attempt left on this device must not leak from one test into the next.
beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const button = (name: string) => screen.getByRole('button', { name });
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

async function openPaymentView() {
  const app = renderApp(server);
  await screen.findByRole('radio', { name: 'SADC Citizens' });
  return app;
}

describe('payment view', () => {
  it('shows the three tiers with their weekly price and what this payment charges', async () => {
    const { user } = await openPaymentView();
    expect(screen.getByRole('heading', { name: uiText.paymentTitle })).toBeTruthy();
    expect(screen.getAllByRole('radio', { name: /Citizens/ })).toHaveLength(3);
    expect(radio('Local (Botswana Citizens)').getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Access for Botswana citizens')).toBeTruthy();
    expect(screen.getByText('P50 / week')).toBeTruthy();
    expect(screen.getByText('P100 / week')).toBeTruthy();
    expect(screen.getByText('P380 / week')).toBeTruthy();
    // The first payment on each card, PayPal renewing weekly after it; what PayPal charges in its own currency.
    expect(screen.getByText('P100 now for 2 weeks, then P50 a week')).toBeTruthy();
    expect(screen.getByText('P200 now for 2 weeks, then P100 a week')).toBeTruthy();
    expect(screen.getByText('P760 now for 2 weeks, then P380 a week')).toBeTruthy();
    expect(screen.getByText('US$7.40 with PayPal')).toBeTruthy();
    expect(radio('SADC Citizens').getAttribute('aria-describedby')).toBe(screen.getByText('P200 now for 2 weeks, then P100 a week').parentElement!.id);
    expect(screen.getByText(messages.subscriptionNote)).toBeTruthy();
    // PayPal is the default method.
    expect(radio(uiText.paypal).checked).toBe(true);

    await user.click(radio(uiText.yoco));
    // Yoco buys these weeks only: no "then".
    expect(screen.getByText('P200 now for 2 weeks')).toBeTruthy();
    expect(screen.queryByText(/then P100 a week/)).toBeNull();
    expect(screen.getByText('R133.00 with Yoco')).toBeTruthy();
    expect(screen.getByText('R1010.00 with Yoco')).toBeTruthy();
    expect(button('Pay with Yoco')).toBeTruthy();
    expect(button(uiText.signOut)).toBeTruthy();
    // Delete My Account and the password change are not beside the everyday buttons: they are in My membership.
    expect(screen.queryByRole('button', { name: uiText.deleteAccount })).toBeNull();
    expect(screen.queryByRole('button', { name: uiText.openChangePassword })).toBeNull();
    expect(screen.getByRole('link', { name: uiText.myMembershipEntry }).getAttribute('href')).toBe('/?view=membership');
  });

  it('the seed note "Automatically charged weekly" with PayPal only; under it, or alone, what the method does about renewal', async () => {
    const { user } = await openPaymentView();
    const seedNote = screen.getByText(messages.subscriptionNote);
    const paypalNote = screen.getByText(messages.renewalNote.paypal);
    // Right under the seed's note, as plain text.
    expect(seedNote.nextElementSibling).toBe(paypalNote);
    expect(paypalNote.tagName).toBe('P');
    expect(screen.queryByText(messages.renewalNote.yoco)).toBeNull();

    await user.click(radio(uiText.yoco));
    expect(screen.getByText(messages.renewalNote.yoco)).toBeTruthy();
    expect(messages.renewalNote.yoco).toBe('You pay for these weeks only; we remind you before they end.');
    expect(screen.queryByText(messages.renewalNote.paypal)).toBeNull();
    // Yoco charges nothing automatically: the seed's note would not be true.
    expect(screen.queryByText(messages.subscriptionNote)).toBeNull();
    expect(screen.queryByText(/Automatically charged/)).toBeNull();

    await user.click(radio(uiText.paypal));
    expect(screen.getByText(messages.renewalNote.paypal)).toBeTruthy();
    expect(screen.getByText(messages.subscriptionNote).nextElementSibling?.textContent).toBe(messages.renewalNote.paypal);
  });

  it('when PayPal is not offered, the note is Yoco\'s', async () => {
    server.on('GET /api/tiers', { body: { data: { ...tiersAnswer(), providers: { paypal: false, yoco: true } } } });
    await openPaymentView();
    expect(screen.getByText(messages.renewalNote.yoco)).toBeTruthy();
    expect(screen.queryByText(messages.renewalNote.paypal)).toBeNull();
    expect(screen.queryByText(messages.subscriptionNote)).toBeNull();
  });

  it('a renewal while active charges one week', async () => {
    const answer = tiersAnswer();
    answer.tiers = answer.tiers.map((tier) => ({ ...tier, weeks: 1, total: tier.weeklyPrice }));
    server.on('GET /api/tiers', { body: { data: answer } });
    await openPaymentView();
    expect(screen.getByText('P50 now for 1 week, then P50 a week')).toBeTruthy();
    expect(screen.getAllByText('US$7.40 with PayPal').length).toBeGreaterThan(0);
  });

  it('the pay button stays unavailable until a tier is chosen, says why, and can be reached with Tab', async () => {
    const { user } = await openPaymentView();
    const pay = button('Pay with PayPal') as HTMLButtonElement;
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    expect(pay.disabled).toBe(false);
    const reason = document.getElementById(pay.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(uiText.chooseTierToContinue);
    pay.focus();
    expect(document.activeElement).toBe(pay);

    // Pressed anyway: the original's message, and focus on the choice to make; nothing is sent.
    await user.click(pay);
    expect(await screen.findByText(messages.selectTier)).toBeTruthy();
    expect(document.activeElement).toBe(radio('Local (Botswana Citizens)'));
    expect(server.callsTo('POST /api/subscriptions/paypal')).toHaveLength(0);

    await user.click(radio('SADC Citizens'));
    expect(pay.hasAttribute('aria-disabled')).toBe(false);
    expect(pay.hasAttribute('aria-describedby')).toBe(false);
  });

  it('pressing Pay again without a tier announces the message again', async () => {
    const { user } = await openPaymentView();
    await user.click(button('Pay with PayPal'));
    const first = await screen.findByText(messages.selectTier);
    await user.click(button('Pay with PayPal'));
    await waitFor(() => expect(screen.getByText(messages.selectTier)).not.toBe(first));
    expect(first.isConnected).toBe(false);
  });

  it('submitting without a tier asks for one and sends nothing', async () => {
    await openPaymentView();
    const form = button('Pay with PayPal').closest('form');
    fireEvent.submit(form!);
    expect(await screen.findByText(messages.selectTier)).toBeTruthy();
    expect(server.callsTo('POST /api/subscriptions/paypal')).toHaveLength(0);
  });

  it('PayPal: starts a subscription (never an order) and leaves for the approval page', async () => {
    const assign = stubLocationAssign();
    const approval = 'https://paypal.test/webapps/billing/subscriptions?ba_token=BA-1';
    server.on('POST /api/subscriptions/paypal', { delayMs: 100, body: { data: { redirectUrl: approval, subscriptionId: 'I-BW7R3K2M9XQ1' } } });
    const { user } = await openPaymentView();
    await user.click(radio('SADC Citizens'));
    await user.click(button('Pay with PayPal'));
    // Refusing presses, with progress, while the payment is being started.
    expect((await screen.findByRole('button', { name: uiText.startingPayment })).getAttribute('aria-disabled')).toBe('true');
    await waitFor(() => expect(assign).toHaveBeenCalledWith(approval));
    const [call] = server.callsTo('POST /api/subscriptions/paypal');
    // The route takes the tier only (unknown fields are refused): the server knows who is asking.
    expect(call?.body).toEqual({ selectedTierId: 'sadc' });
    expect(call?.headers.authorization).toBe('Bearer tok-1');
    expect(server.callsTo('POST /api/payments/paypal')).toHaveLength(0);
  });

  it('Yoco: starts through the generic route with the tier only and leaves for the hosted checkout', async () => {
    const assign = stubLocationAssign();
    server.on('POST /api/payments/yoco', { body: { data: { redirectUrl: 'https://yoco.test/checkout/ch_1', paymentId: 'p-2' } } });
    const { user } = await openPaymentView();
    await user.click(radio('Global Citizens'));
    await user.click(radio(uiText.yoco));
    await user.click(button('Pay with Yoco'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://yoco.test/checkout/ch_1'));
    // POST /api/payments/{provider} (product.md §13): no paymentMethod or userId, the server knows who is asking.
    const [call] = server.callsTo('POST /api/payments/yoco');
    expect(call?.body).toEqual({ selectedTierId: 'global' });
    expect(call?.headers.authorization).toBe('Bearer tok-1');
  });

  it('PayPal unavailable: says so and switches to Yoco', async () => {
    server.on(
      'POST /api/subscriptions/paypal',
      failure(503, 'unavailable', messages.providerUnavailable('PayPal'), 'provider-unavailable'),
    );
    const { user } = await openPaymentView();
    await user.click(radio('Local (Botswana Citizens)'));
    await user.click(button('Pay with PayPal'));
    expect(await screen.findByText(messages.providerUnavailableTryOther('PayPal', 'Yoco'))).toBeTruthy();
    expect(radio(uiText.yoco).checked).toBe(true);
    expect(button('Pay with Yoco')).toBeTruthy();
  });

  it('Yoco unavailable: says so and switches to PayPal', async () => {
    server.on('POST /api/payments/yoco', failure(503, 'unavailable', messages.providerUnavailable('Yoco'), 'provider-unavailable'));
    const { user } = await openPaymentView();
    await user.click(radio('Local (Botswana Citizens)'));
    await user.click(radio(uiText.yoco));
    await user.click(button('Pay with Yoco'));
    expect(await screen.findByText(messages.providerUnavailableTryOther('Yoco', 'PayPal'))).toBeTruthy();
    expect(radio(uiText.paypal).checked).toBe(true);
    expect(button('Pay with PayPal')).toBeTruthy();
  });

  it('an answer without a redirect URL says so and allows another try', async () => {
    const assign = stubLocationAssign();
    server.on('POST /api/subscriptions/paypal', { body: { data: { subscriptionId: 'I-NOREDIRECT1' } } });
    const { user } = await openPaymentView();
    await user.click(radio('SADC Citizens'));
    await user.click(button('Pay with PayPal'));
    expect(await screen.findByText(messages.noRedirectUrl('PayPal'))).toBeTruthy();
    expect(button('Pay with PayPal').hasAttribute('aria-disabled')).toBe(false);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([
    // the server names the providers it is configured for
    ['too-many-open-payments', messages.tooManyOpenPayments(messages.providerChoice(['PayPal', 'Yoco']))],
    ['too-many-payment-starts', messages.tooManyPaymentStarts(messages.providerChoice(['PayPal', 'Yoco']))],
  ])('a start refused as %s shows the server message as it is, and keeps the chosen method', async (reason, message) => {
    const assign = stubLocationAssign();
    server.on('POST /api/subscriptions/paypal', failure(429, 'resource-exhausted', message, reason));
    const { user } = await openPaymentView();
    await user.click(radio('SADC Citizens'));
    await user.click(button('Pay with PayPal'));
    const shown = await screen.findByText(message);
    expect(shown.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText(messages.initiationFailed(message))).toBeNull();
    expect(screen.queryByText(messages.providerUnavailableTryOther('PayPal', 'Yoco'))).toBeNull();
    expect(radio(uiText.paypal).checked).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('any other failure is wrapped in the initiation message', async () => {
    server.on('POST /api/subscriptions/paypal', failure(400, 'invalid-argument', messages.invalidTier));
    const { user } = await openPaymentView();
    await user.click(radio('SADC Citizens'));
    await user.click(button('Pay with PayPal'));
    expect(await screen.findByText(messages.initiationFailed(messages.invalidTier))).toBeTruthy();
    expect(radio(uiText.paypal).checked).toBe(true);
  });

  it('only a configured provider can be chosen', async () => {
    server.on('GET /api/tiers', { body: { data: { ...tiersAnswer(), providers: { paypal: false, yoco: true } } } });
    await openPaymentView();
    expect(radio(uiText.paypal).disabled).toBe(true);
    expect(radio(uiText.yoco).checked).toBe(true);
    expect(button('Pay with Yoco')).toBeTruthy();
  });

  it('a failed tier read shows the error and Retry reads again', async () => {
    let up = false;
    server.on('GET /api/tiers', () => (up ? { body: { data: tiersAnswer() } } : failure(503, 'unavailable', messages.unavailable)));
    const { user } = renderApp(server);
    expect(await screen.findByText(messages.unavailable)).toBeTruthy();
    up = true;
    await user.click(button(uiText.retry));
    expect(await screen.findByRole('radio', { name: 'SADC Citizens' })).toBeTruthy();
  });

  it("a returning member finds their last tier preselected; someone else on the device does not", async () => {
    const assign = stubLocationAssign();
    server.on('POST /api/payments/yoco', { body: { data: { redirectUrl: 'https://yoco.test/checkout/ch_1', paymentId: 'p-2' } } });
    const first = await openPaymentView();
    await first.user.click(radio('Global Citizens'));
    await first.user.click(radio(uiText.yoco));
    await first.user.click(button('Pay with Yoco'));
    await waitFor(() => expect(assign).toHaveBeenCalled());
    first.unmount();
    // Another day, another tab: only the device's memory of the last tier is left.
    window.sessionStorage.clear();

    await openPaymentView();
    expect(radio('Global Citizens').checked).toBe(true);
    expect(radio(uiText.paypal).checked).toBe(true);
    expect(button('Pay with PayPal').hasAttribute('aria-disabled')).toBe(false);
    cleanup();

    server.on('GET /api/me', { body: { data: profile({ uid: 'u-2', email: 'other@example.com' }) } });
    await openPaymentView();
    expect(screen.getAllByRole<HTMLInputElement>('radio', { name: /Citizens/ }).filter((r) => r.checked)).toEqual([]);
    expect(button('Pay with PayPal').getAttribute('aria-disabled')).toBe('true');
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toMatch(/tok-1|ch_1|p-2/);
  });
});
