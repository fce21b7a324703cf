import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { failure, noSession, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { stubLocationAssign } from '../../../testing/stub-location-assign.ts';
import { useAppServer } from '../../../testing/use-app-server.ts';
import type { Membership } from '../api/get-membership.ts';
import { membershipUiText } from '@guidepass/texts/en/web/membership-ui-text';

// 14:05 in Gaborone (UTC+2) on 30 November 2026.
const expiresAt = '2026-11-30T12:05:00.000Z';
// The membership above is active: the page's clock reads a day in the week before it ends, whatever today's date.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T09:00:00.000Z'));
});
afterAll(() => vi.useRealTimers());
const yocoPayment = {
  id: 'pay-1',
  createdAt: '2026-11-16T08:30:00.000Z',
  tierId: 'local',
  provider: 'yoco',
  priceThebe: 10000,
  amount: '133.00',
  amountMinor: 13300,
  currency: 'ZAR',
  weeks: 2,
  status: 'captured',
  receiptNumber: 'GP-2026-000041',
};
const usd = (amount: string) => ({ currency: 'USD', amount, label: `US$${amount}` });
const zar = (amount: string) => ({ currency: 'ZAR', amount, label: `R${amount}` });
const bwp = (amount: string) => ({ currency: 'BWP', amount, label: `P${Number(amount)}` });
// Active: the next purchase is a renewal of 1 week, PayPal renewal from the paid-through date.
const renewal = { kind: 'renewal', weeks: 1, total: 'P50', charge: { paypal: usd('3.70'), yoco: zar('66.50'), dpo: bwp('50.00') }, renewal: { startsAt: expiresAt, weekly: usd('3.70') } } as const;
// Lapsed (or never active): a first purchase of 2 weeks at 2 ×, PayPal renewal from now.
const firstPurchase = { kind: 'first', weeks: 2, total: 'P100', charge: { paypal: usd('7.40'), yoco: zar('133.00'), dpo: bwp('100.00') }, renewal: { startsAt: null, weekly: usd('3.70') } } as const;
const yocoMember: Membership = { tierId: 'local', active: true, expiresAt, autoRenew: null, nextPurchase: renewal, payments: [yocoPayment] };
const paypalRenewing: Membership = {
  tierId: 'sadc',
  active: true,
  expiresAt,
  autoRenew: { provider: 'paypal', status: 'ACTIVE', nextChargeAt: expiresAt, amount: '7.40', currency: 'USD' },
  nextPurchase: { ...renewal, total: 'P100', charge: { paypal: usd('7.40'), yoco: zar('133.00'), dpo: bwp('100.00') }, renewal: { startsAt: expiresAt, weekly: usd('7.40') } },
  payments: [{ ...yocoPayment, id: 'pay-2', tierId: 'sadc', provider: 'paypal', priceThebe: 20000, amount: '14.80', amountMinor: 1480, currency: 'USD', receiptNumber: 'GP-2026-000042' }],
};

const server = useAppServer((server) => {
  sessionStorage.clear();
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile({ paymentStatus: 'paid', membershipExpiry: expiresAt, membershipActive: true }) } });
  server.on('GET /api/membership', { body: { data: yocoMember } });
});

const button = (name: string) => screen.getByRole('button', { name });
const section = (name: string) => screen.getByRole('region', { name });
const facts = (element: HTMLElement) =>
  within(element)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

async function openMembership(path = '/?view=membership') {
  const app = renderApp(server, path);
  await screen.findByRole('heading', { level: 1, name: membershipUiText.myMembershipTitle });
  await screen.findByRole('region', { name: membershipUiText.membershipSummaryTitle });
  return app;
}

describe('My membership', () => {
  it('opens from the guide top bar menu, says it is loading, then shows tier and active until in Gaborone time', async () => {
    server.on('GET /api/membership', { delayMs: 150, body: { data: yocoMember } });
    const { user } = renderApp(server);
    await screen.findByTitle(uiText.guideFrameTitle);
    const menu = button(uiText.topBarMenu);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: uiText.myMembershipEntry }));
    expect(await screen.findByText(membershipUiText.membershipLoading)).toBeTruthy();
    const summary = await screen.findByRole('region', { name: membershipUiText.membershipSummaryTitle });
    expect(facts(summary)).toEqual([
      [membershipUiText.membershipTier, 'Local (Botswana Citizens)'],
      [membershipUiText.membershipActiveUntil, '30 November 2026 at 14:05 (Gaborone time)'],
    ]);
    expect(server.callsTo('GET /api/membership')[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(screen.getByRole('link', { name: uiText.myMembershipEntry }).getAttribute('aria-current')).toBe('page');
  });

  it('lists the receipts with date, tier, provider, pula price and what was charged where different, weeks, status (refunded too) and receipt number', async () => {
    const refunded = { ...yocoPayment, id: 'pay-0', createdAt: '2026-11-01T22:15:00.000Z', tierId: 'global', status: 'refunded', receiptNumber: 'GP-2026-000007' };
    const started = { ...yocoPayment, id: 'pay-3', provider: 'paypal', priceThebe: 5000, amount: '3.70', amountMinor: 370, currency: 'USD', weeks: 1, status: 'created', receiptNumber: null };
    const inPula = { ...yocoPayment, id: 'pay-4', provider: 'dpo', priceThebe: 10000, amount: '100.00', amountMinor: 10000, currency: 'BWP', receiptNumber: 'GP-2026-000043', paidWith: 'Orange Money ·· 567' };
    server.on('GET /api/membership', { body: { data: { ...yocoMember, payments: [started, yocoPayment, refunded, inPula] } } });
    await openMembership();
    const receipts = within(section(membershipUiText.receiptsTitle)).getAllByRole('listitem');
    const f = membershipUiText.receiptFields;
    expect(receipts.map((receipt) => facts(receipt))).toEqual([
      [[f.date, '16 November 2026 at 10:30 (Gaborone time)'], [f.tier, 'Local (Botswana Citizens)'], [f.provider, 'PayPal'], [f.price, 'P50'], [f.amount, '3.70 USD'], [f.weeks, '1 week'], [f.status, 'Not completed']],
      [[f.date, '16 November 2026 at 10:30 (Gaborone time)'], [f.tier, 'Local (Botswana Citizens)'], [f.provider, 'Yoco'], [f.price, 'P100'], [f.amount, '133.00 ZAR'], [f.weeks, '2 weeks'], [f.status, 'Paid'], [f.receipt, 'GP-2026-000041']],
      // 22:15 UTC is the next day in Gaborone.
      [[f.date, '2 November 2026 at 00:15 (Gaborone time)'], [f.tier, 'Global Citizens'], [f.provider, 'Yoco'], [f.price, 'P100'], [f.amount, '133.00 ZAR'], [f.weeks, '2 weeks'], [f.status, 'Refunded'], [f.receipt, 'GP-2026-000007']],
      // Charged in pula at the price: the price alone; named the way it was paid (product.md §17), no "Receipt number None" above.
      [[f.date, '16 November 2026 at 10:30 (Gaborone time)'], [f.tier, 'Local (Botswana Citizens)'], [f.provider, 'Orange Money ·· 567'], [f.price, 'P100'], [f.weeks, '2 weeks'], [f.status, 'Paid'], [f.receipt, 'GP-2026-000043']],
    ]);
  });

  it('PayPal renewal on: the next charge and amount, and Turn off keeps access until the paid-through date', async () => {
    let renewing = true;
    server.on('GET /api/membership', () => ({ body: { data: renewing ? paypalRenewing : { ...paypalRenewing, autoRenew: null } } }));
    server.on('DELETE /api/membership/auto-renew', () => {
      renewing = false;
      return { body: { data: { status: 'CANCELLED' } } };
    });
    const { user } = await openMembership();
    const renewal = section(membershipUiText.renewalTitle);
    expect(within(renewal).getByText(membershipUiText.renewalOn)).toBeTruthy();
    expect(facts(renewal)).toEqual([[membershipUiText.renewalNextCharge, '30 November 2026 at 14:05 (Gaborone time): 7.40 USD']]);
    const turnOff = within(renewal).getByRole('button', { name: membershipUiText.turnOffRenewal });
    expect(document.getElementById(turnOff.getAttribute('aria-describedby')!)?.textContent).toBe(membershipUiText.turnOffKeepsAccess('30 November 2026 at 14:05 (Gaborone time)'));
    // No Renew now while PayPal renews.
    expect(screen.queryByRole('button', { name: /Renew now/ })).toBeNull();

    // Asked first, naming the paid-through date; nothing is sent until the second step.
    await user.click(turnOff);
    const question = membershipUiText.turnOffRenewalConfirm('30 November 2026 at 14:05 (Gaborone time)');
    const asked = within(section(membershipUiText.renewalTitle)).getByRole('group', { name: question });
    expect(document.activeElement?.textContent).toBe(question);
    expect(server.callsTo('DELETE /api/membership/auto-renew')).toHaveLength(0);
    await user.click(within(asked).getByRole('button', { name: membershipUiText.turnOffRenewalYes }));
    expect(await screen.findByText(membershipUiText.renewalTurnedOff('30 November 2026 at 14:05 (Gaborone time)'))).toBeTruthy();
    expect(await within(section(membershipUiText.renewalTitle)).findByText(membershipUiText.renewalOff)).toBeTruthy();
    expect(server.callsTo('DELETE /api/membership/auto-renew')).toHaveLength(1);
    expect(server.callsTo('DELETE /api/membership/auto-renew')[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(facts(section(membershipUiText.membershipSummaryTitle))[1]).toEqual([membershipUiText.membershipActiveUntil, '30 November 2026 at 14:05 (Gaborone time)']);
  });

  it('a refused turn-off shows the server message and keeps renewal on', async () => {
    server.on('GET /api/membership', { body: { data: paypalRenewing } });
    server.on('DELETE /api/membership/auto-renew', failure(503, 'unavailable', messages.unavailable, 'provider-unavailable'));
    const { user } = await openMembership();
    await user.click(button(membershipUiText.turnOffRenewal));
    await user.click(button(membershipUiText.turnOffRenewalYes));
    const alert = await screen.findByText(messages.unavailable);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(within(section(membershipUiText.renewalTitle)).getByText(membershipUiText.renewalOn)).toBeTruthy();
    // The question stays, so the member can try again or keep renewal.
    expect(button(membershipUiText.turnOffRenewalYes)).toBeTruthy();
  });

  it('asked to turn renewal off, Cancel keeps it on, sends nothing and gives the focus back to the button', async () => {
    server.on('GET /api/membership', { body: { data: paypalRenewing } });
    const { user } = await openMembership();
    await user.click(button(membershipUiText.turnOffRenewal));
    await user.click(within(section(membershipUiText.renewalTitle)).getByRole('button', { name: uiText.cancel }));
    const again = within(section(membershipUiText.renewalTitle)).getByRole('button', { name: membershipUiText.turnOffRenewal });
    await waitFor(() => expect(document.activeElement).toBe(again));
    expect(screen.queryByRole('button', { name: membershipUiText.turnOffRenewalYes })).toBeNull();
    expect(within(section(membershipUiText.renewalTitle)).getByText(membershipUiText.renewalOn)).toBeTruthy();
    expect(server.callsTo('DELETE /api/membership/auto-renew')).toHaveLength(0);
  });

  it('Turn on automatic renewal leaves for the PayPal approval page', async () => {
    const assign = stubLocationAssign();
    server.on('POST /api/membership/auto-renew', { delayMs: 100, body: { data: { redirectUrl: 'https://paypal.test/subscribe?ba_token=BA-1', subscriptionId: 'I-1' } } });
    const { user } = await openMembership();
    await user.click(button(membershipUiText.turnOnRenewal));
    expect((await screen.findByRole('button', { name: membershipUiText.turningOnRenewal })).getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.test/subscribe?ba_token=BA-1'));
    expect(server.callsTo('POST /api/membership/auto-renew')[0]?.body).toEqual({});
  });

  it("back from approving renewal at PayPal: confirms it, lands on My membership with renewal on, no purchase's return", async () => {
    let confirmed = false;
    server.on('POST /api/subscriptions/paypal/confirm', () => {
      confirmed = true;
      return { delayMs: 150, body: { data: { success: false, status: 'pending' } } };
    });
    server.on('GET /api/membership', () => ({ body: { data: confirmed ? paypalRenewing : { ...paypalRenewing, autoRenew: null } } }));
    renderApp(server, '/?view=membership&renewal=approved&subscription_id=I-1&ba_token=BA-1&token=T-1');
    expect(await screen.findByText(membershipUiText.confirmingRenewal)).toBeTruthy();
    expect(await within(await screen.findByRole('region', { name: membershipUiText.renewalTitle })).findByText(membershipUiText.renewalOn)).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/?view=membership');
    expect(server.callsTo('POST /api/subscriptions/paypal/confirm').map((call) => call.body)).toEqual([{ subscriptionId: 'I-1' }]);
    expect(server.callsTo('POST /api/payments/paypal/capture')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: messages.paymentSuccessful })).toBeNull();
  });

  it("a purchase's subscription return is not taken for renewal turned on", async () => {
    server.on('POST /api/subscriptions/paypal/confirm', { body: { data: { success: true, status: 'captured' } } });
    renderApp(server, '/?payment=success&subscription_id=I-2&ba_token=BA-2&token=T-2');
    // The member is active already: the purchase's return settles on the success view at once.
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe('?payment=success'));
    expect(screen.queryByText(membershipUiText.confirmingRenewal)).toBeNull();
    expect(server.callsTo('GET /api/membership')).toHaveLength(0);
    // Confirmed as the purchase it is.
    expect(server.callsTo('POST /api/subscriptions/paypal/confirm').map((call) => call.body)).toEqual([{ subscriptionId: 'I-2' }]);
  });

  it('cancelling renewal at PayPal lands on My membership saying renewal was not turned on', async () => {
    renderApp(server, '/?view=membership&renewal=cancelled&ba_token=BA-1&token=T-1');
    expect(await screen.findByText(membershipUiText.renewalNotTurnedOn)).toBeTruthy();
    expect(await within(await screen.findByRole('region', { name: membershipUiText.renewalTitle })).findByText(membershipUiText.renewalOff)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: membershipUiText.myMembershipTitle })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: messages.paymentCancelled })).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/?view=membership');
    expect(server.callsTo('POST /api/subscriptions/paypal/confirm')).toHaveLength(0);
  });

  it("a purchase's cancel still shows Payment Cancelled", async () => {
    // An order's cancel (token only), then another subscription's approval cancelled (a first purchase with PayPal).
    for (const address of ['/payment-cancel?token=EC-9', '/payment-cancel?ba_token=BA-2&token=T-2']) {
      const { unmount } = renderApp(server, address);
      expect(await screen.findByRole('heading', { name: messages.paymentCancelled }), address).toBeTruthy();
      expect(screen.queryByText(membershipUiText.renewalNotTurnedOn)).toBeNull();
      expect(window.location.pathname, address).toBe('/payment-cancel');
      unmount();
    }
    expect(server.callsTo('GET /api/membership')).toHaveLength(0);
  });

  it('Renew now with Yoco asks for 1 week by Yoco and leaves for the checkout', async () => {
    const assign = stubLocationAssign();
    server.on('POST /api/membership/renew', { body: { data: { redirectUrl: 'https://yoco.test/checkout/ch_9', paymentId: 'p-9' } } });
    const { user } = await openMembership();
    // The member's own way is the one primary action; the other methods are behind "Pay another way" (product.md §17).
    await user.click(button(uiText.payAnotherWay));
    const form = screen.getByRole('form', { name: membershipUiText.renewNowTitle });
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: uiText.paypal }).checked).toBe(true);
    await user.click(within(form).getByRole('radio', { name: uiText.yoco }));
    await user.click(within(form).getByRole('button', { name: membershipUiText.renewWith(uiText.yoco) }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://yoco.test/checkout/ch_9'));
    expect(server.callsTo('POST /api/membership/renew').map((call) => call.body)).toEqual([{ provider: 'yoco' }]);
  });

  it("Renew now with PayPal leaves for the approval page; a refusal shows its reason's sentence from the catalogue", async () => {
    const assign = stubLocationAssign();
    let refuse = true;
    server.on('POST /api/membership/renew', () =>
      refuse ? failure(409, 'conflict', 'Automatic renewal is on.', 'auto-renew-on') : { body: { data: { redirectUrl: 'https://paypal.test/approve?token=O-9', paymentId: 'p-9', orderId: 'O-9' } } },
    );
    const { user } = await openMembership();
    await user.click(button(membershipUiText.renewWith(uiText.paypal)));
    // the reason decides the sentence (issue 34: the web writes it in its language), not the answer's words
    expect(await screen.findByText(messages.autoRenewOn)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
    refuse = false;
    await user.click(button(membershipUiText.renewWith(uiText.paypal)));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://paypal.test/approve?token=O-9'));
    expect(server.callsTo('POST /api/membership/renew').map((call) => call.body)).toEqual([{ provider: 'paypal' }, { provider: 'paypal' }]);
  });

  it('active: Renew now says what the chosen method charges for 1 week, and renewal says it starts at the paid-through date', async () => {
    const { user } = await openMembership();
    const form = screen.getByRole('form', { name: membershipUiText.renewNowTitle });
    const renewButton = () => within(form).getByRole('button', { name: /^Renew now with/ });
    expect(within(form).getByText(membershipUiText.renewNowNote)).toBeTruthy();
    expect(renewButton().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(renewButton().getAttribute('aria-describedby')!)?.textContent).toBe(membershipUiText.renewNowCharge('US$3.70', 1, 'P50'));
    await user.click(button(uiText.payAnotherWay));
    const others = screen.getByRole('form', { name: membershipUiText.renewNowTitle });
    await user.click(within(others).getByRole('radio', { name: uiText.yoco }));
    expect(within(others).getByText(membershipUiText.renewNowCharge('R66.50', 1, 'P50'))).toBeTruthy();
    expect(membershipUiText.renewNowCharge('R66.50', 1, 'P50')).toBe('R66.50 now for 1 week (P50)');
    const turnOn = button(membershipUiText.turnOnRenewal);
    const note = membershipUiText.turnOnRenewalNote('US$3.70', '30 November 2026 at 14:05 (Gaborone time)');
    expect(document.getElementById(turnOn.getAttribute('aria-describedby')!)?.textContent).toBe(note);
  });

  it('lapsed: Renew now and turning renewal on say they are a first purchase, 2 weeks at 2 × from now, before leaving', async () => {
    server.on('GET /api/membership', { body: { data: { ...yocoMember, active: false, expiresAt: '2026-11-01T12:05:00.000Z', nextPurchase: firstPurchase } } });
    const { user } = await openMembership();
    const form = screen.getByRole('form', { name: membershipUiText.renewNowTitle });
    expect(within(form).getByText(membershipUiText.renewNowFirstNote)).toBeTruthy();
    expect(within(form).getByText('US$7.40 now for 2 weeks (P100)')).toBeTruthy();
    await user.click(button(uiText.payAnotherWay));
    const others = screen.getByRole('form', { name: membershipUiText.renewNowTitle });
    await user.click(within(others).getByRole('radio', { name: uiText.yoco }));
    expect(within(others).getByText('R133.00 now for 2 weeks (P100)')).toBeTruthy();
    const turnOn = button(membershipUiText.turnOnRenewal);
    expect(document.getElementById(turnOn.getAttribute('aria-describedby')!)?.textContent).toBe(
      'PayPal charges US$7.40 now for the first 2 weeks, then US$3.70 every week until you turn it off. You approve it at PayPal.',
    );
  });

  it('the reminder link (/?renew=1) opens My membership with renewal focused', async () => {
    await openMembership('/?renew=1');
    const heading = await screen.findByRole('heading', { level: 2, name: membershipUiText.renewalTitle });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('button', { name: membershipUiText.renewWith(uiText.paypal) })).toBeTruthy();
  });

  it('the reminder link survives a Google sign-in: back at /, My membership opens with renewal focused, once', async () => {
    server.on('POST /auth/refresh', noSession);
    const first = renderApp(server, '/?renew=1');
    await screen.findByRole('heading', { name: messages.signUpTitle });
    const assign = stubLocationAssign();
    await first.user.click(button(uiText.signInWithGoogle));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${server.url}/auth/google`));
    first.unmount();
    vi.restoreAllMocks();

    // Google's round trip comes back signed in to '/', in the same tab.
    server.on('POST /auth/refresh', tokens('tok-1', true));
    const back = renderApp(server, '/');
    expect(await screen.findByRole('heading', { level: 1, name: membershipUiText.myMembershipTitle })).toBeTruthy();
    const heading = await screen.findByRole('heading', { level: 2, name: membershipUiText.renewalTitle });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(window.location.pathname + window.location.search).toBe('/?renew=1');
    expect(sessionStorage.getItem('gp.renewIntent')).toBeNull();
    back.unmount();

    // Used once: the next visit to '/' is the guide.
    renderApp(server, '/');
    expect(await screen.findByTitle(uiText.guideFrameTitle)).toBeTruthy();
  });

  it('without a membership it offers the way to one, and no Renew now', async () => {
    server.on('GET /api/membership', { body: { data: { tierId: null, active: false, expiresAt: null, autoRenew: null, nextPurchase: null, payments: [] } } });
    const { user } = await openMembership();
    expect(screen.getByText(membershipUiText.membershipNone)).toBeTruthy();
    expect(screen.getByText(membershipUiText.receiptsNone)).toBeTruthy();
    expect(screen.queryByRole('form', { name: membershipUiText.renewNowTitle })).toBeNull();
    await user.click(button(membershipUiText.chooseMembership));
    expect(window.location.search).toBe('');
  });

  it('holds the password change and Delete My Account', async () => {
    await openMembership();
    const account = section(membershipUiText.accountSectionTitle);
    // The account actions' code loads under a boundary of its own: they may come just after the view.
    expect(await within(account).findByRole('button', { name: uiText.openChangePassword })).toBeTruthy();
    expect(within(account).getByRole('button', { name: uiText.deleteAccount })).toBeTruthy();
  });

  it('a failed read shows the error in the API error shape and Retry reads again', async () => {
    let up = false;
    server.on('GET /api/membership', () => (up ? { body: { data: yocoMember } } : failure(500, 'internal', messages.internal)));
    const { user } = renderApp(server, '/?view=membership');
    const error = await screen.findByText(messages.internal);
    expect(error.closest('[role="alert"]')).toBeTruthy();
    up = true;
    await user.click(button(uiText.retry));
    expect(await screen.findByRole('region', { name: membershipUiText.membershipSummaryTitle })).toBeTruthy();
  });

  it('offline it says it needs the network, and reads again once the network is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let up = false;
    server.on('GET /api/membership', () => (up ? { body: { data: yocoMember } } : failure(503, 'unavailable', messages.unavailable)));
    renderApp(server, '/?view=membership');
    expect(await screen.findByText(membershipUiText.membershipNeedsNetwork)).toBeTruthy();
    expect(screen.queryByText(messages.unavailable)).toBeNull();
    // Only what works offline (product.md §20): no Delete My Account, no account section, no divider over nothing.
    expect(screen.queryByRole('button', { name: uiText.deleteAccount })).toBeNull();
    expect(screen.queryByRole('region', { name: membershipUiText.accountSectionTitle })).toBeNull();
    expect(document.querySelector('.actions--account')).toBeNull();
    up = true;
    online.mockReturnValue(true);
    // The listener is added once the failure has rendered (an effect): the event is sent until it is heard.
    await waitFor(
      () => {
        window.dispatchEvent(new Event('online'));
        expect(screen.getByRole('region', { name: membershipUiText.membershipSummaryTitle })).toBeTruthy();
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(server.callsTo('GET /api/membership').length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByRole('button', { name: uiText.deleteAccount })).toBeTruthy();
  });

  it('is offered to verified accounts only: signed out or unverified, neither the link nor the view', async () => {
    server.on('POST /auth/refresh', noSession);
    renderApp(server, '/?view=membership');
    expect(await screen.findByRole('heading', { name: messages.signUpTitle })).toBeTruthy();
    expect(screen.queryByRole('link', { name: uiText.myMembershipEntry })).toBeNull();
    expect(server.callsTo('GET /api/membership')).toHaveLength(0);
  });

  it('an unverified account stays on verification, without the link', async () => {
    server.on('POST /auth/refresh', tokens('tok-1', false));
    renderApp(server, '/?renew=1');
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: uiText.myMembershipEntry })).toBeNull();
    expect(server.callsTo('GET /api/membership')).toHaveLength(0);
  });
});
