import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import type { Profile } from '@guidepass/domain/profile';
import { uiText } from '../../../config/missing-messages.ts';
import { failure, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';

const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
});
afterEach(() => {
  vi.useRealTimers();
});

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
const pending = () => profile();
const paid = () => profile({ paymentStatus: 'paid', membershipExpiry: inAWeek(), membershipActive: true });
const fast = { verifyDelaysMs: [20, 20] };

/** GET /api/me answers `before` for the first `reads` reads, then `after`. */
function profileTurns(reads: number, before: () => Profile, after: () => Profile) {
  let count = 0;
  server.on('GET /api/me', () => ({ body: { data: ++count <= reads ? before() : after() } }));
}

describe('return from PayPal', () => {
  it('captures the order from the token, re-reads the profile and shows the success view', async () => {
    profileTurns(1, pending, paid);
    server.on('POST /api/payments/paypal/capture', { delayMs: 150, body: { data: { success: true, status: 'captured' } } });
    renderApp(server, '/?payment=success&token=ORDER-1&PayerID=PAYER-1');
    expect(await screen.findByText(messages.paymentReceivedCapturing)).toBeTruthy();
    expect(await screen.findByRole('progressbar', { name: uiText.capturingProgress })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    expect(screen.getByText(uiText.paymentSuccessOpening)).toBeTruthy();
    expect(screen.getByRole('button', { name: uiText.logOut })).toBeTruthy();

    // Once, even under React's development double effects.
    const captures = server.callsTo('POST /api/payments/paypal/capture');
    expect(captures).toHaveLength(1);
    expect(captures[0]?.body).toEqual({ orderId: 'ORDER-1' });
    expect(captures[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(server.callsTo('GET /api/me')).toHaveLength(2);
    // An order's return is captured, never confirmed as a subscription.
    expect(server.callsTo('POST /api/subscriptions/paypal/confirm')).toHaveLength(0);
    // The spent order id leaves the address; payment=success keeps the success view.
    expect(window.location.search).toBe('?payment=success');
  });

  it('while capturing, the payment form gives way to a focused progress state', async () => {
    profileTurns(1, pending, paid);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('POST /api/payments/paypal/capture', async () => {
      await held;
      return { body: { data: { success: true, status: 'captured' } } };
    });
    renderApp(server, '/?payment=success&token=ORDER-9&PayerID=PAYER-1');
    const progress = await screen.findByRole('group', { name: uiText.paymentProgressRegion });
    expect(progress.textContent).toContain(messages.paymentReceivedCapturing);
    await waitFor(() => expect(document.activeElement).toBe(progress));
    // Nothing suggests paying again.
    expect(screen.queryByRole('radio', { name: 'SADC Citizens' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay with/ })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
  });

  it('"contact support" comes with the configured contact', async () => {
    profileTurns(1, pending, pending);
    server.on('GET /api/support', { body: { data: { email: 'help@guidepass.bw', whatsapp: '+26771234567' } } });
    server.on('POST /api/payments/paypal/capture', { body: { data: { success: false, status: 'failed' } } });
    renderApp(server, '/?payment=success&token=ORDER-8');
    expect(await screen.findByText(messages.captureFailed)).toBeTruthy();
    const email = await screen.findByRole('link', { name: 'help@guidepass.bw' });
    expect(email.getAttribute('href')).toBe('mailto:help@guidepass.bw');
    expect(screen.getByRole('link', { name: 'WhatsApp +26771234567' }).getAttribute('href')).toBe('https://wa.me/26771234567');
    expect(email.closest('[role="alert"]')).toBeTruthy();
  });

  it('a capture error shows the capture-failed text with the server message', async () => {
    profileTurns(1, pending, pending);
    server.on('POST /api/payments/paypal/capture', failure(502, 'internal', messages.internal));
    renderApp(server, '/?payment=success&token=ORDER-2&PayerID=PAYER-1');
    expect(await screen.findByText(messages.captureError(messages.internal))).toBeTruthy();
    expect(screen.getByRole('heading', { name: uiText.paymentTitle })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/');
  });

  it('a capture that is neither done nor pending says so', async () => {
    profileTurns(1, pending, pending);
    server.on('POST /api/payments/paypal/capture', { body: { data: { success: false, status: 'failed' } } });
    renderApp(server, '/?payment=success&token=ORDER-3');
    expect(await screen.findByText(messages.captureFailed)).toBeTruthy();
    // An error: red, in an alert region.
    expect(screen.getAllByRole('alert').some((region) => region.textContent?.includes(messages.captureFailed))).toBe(true);
  });

  it('a pending capture keeps reading the profile until the payment lands', async () => {
    profileTurns(2, pending, paid);
    server.on('POST /api/payments/paypal/capture', { body: { data: { success: false, status: 'pending' } } });
    renderApp(server, '/?payment=success&token=ORDER-4&PayerID=P', { paymentTimings: fast });
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    expect(server.callsTo('POST /api/payments/paypal/capture')).toHaveLength(1);
    // The first read made the view; the second (right after "pending") still saw nothing; the third did.
    expect(server.callsTo('GET /api/me')).toHaveLength(3);
  });

  it('an empty token is no payment id', async () => {
    server.on('GET /api/me', { body: { data: pending() } });
    renderApp(server, '/?payment=success&token=');
    expect(await screen.findByText(messages.noValidPaymentId)).toBeTruthy();
    expect(server.callsTo('POST /api/payments/paypal/capture')).toHaveLength(0);
  });

  it('a membership a webhook already credited still asks for the capture, which the server answers from the payment', async () => {
    server.on('GET /api/me', { body: { data: paid() } });
    server.on('POST /api/payments/paypal/capture', { body: { data: { success: true, status: 'captured' } } });
    renderApp(server, '/?payment=success&token=ORDER-5&PayerID=P');
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe('?payment=success'));
    expect(server.callsTo('POST /api/payments/paypal/capture')).toHaveLength(1);
  });

  it('says the payment is received at once, while the session is still being restored', async () => {
    server.on('POST /auth/refresh', { ...tokens('tok-1', true), delayMs: 300 });
    profileTurns(1, pending, paid);
    server.on('POST /api/payments/paypal/capture', { body: { data: { success: true, status: 'captured' } } });
    renderApp(server, '/?payment=success&token=ORDER-7&PayerID=P');
    expect(screen.getByText(messages.loadingSession)).toBeTruthy();
    expect(screen.getByText(messages.paymentReceivedCapturing)).toBeTruthy();
    expect(server.callsTo('POST /auth/refresh')).toHaveLength(0);
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
  });

  it('captures as soon as the session is back, beside the first profile read, and a slow first read does not undo the success', async () => {
    let captured = false;
    let slowReadsAnswered = 0;
    // Reads asked before the capture are held until the success is on screen and then say pending; the re-read
    // after the capture is quick and says paid. (Held by the test, not by a timer, so a loaded machine cannot
    // answer them before the heading shows.)
    let releaseSlowReads!: () => void;
    const slowReadsReleased = new Promise<void>((resolve) => (releaseSlowReads = resolve));
    server.on('GET /api/me', async () => {
      if (captured) return { body: { data: paid() } };
      await slowReadsReleased;
      slowReadsAnswered += 1;
      return { body: { data: pending() } };
    });
    server.on('POST /api/payments/paypal/capture', () => {
      captured = true;
      return { body: { data: { success: true, status: 'captured' } } };
    });
    renderApp(server, '/?payment=success&token=ORDER-8&PayerID=P');
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    expect(slowReadsAnswered).toBe(0);
    releaseSlowReads();
    await waitFor(() => expect(slowReadsAnswered).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
  });

  it("asks for the guide's pass once the capture succeeds, and the guide opens with it", async () => {
    profileTurns(1, pending, paid);
    server.on('POST /api/payments/paypal/capture', { body: { data: { success: true, status: 'captured' } } });
    const { user } = renderApp(server, '/?payment=success&token=ORDER-9&PayerID=P');
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    expect(server.callsTo('POST /api/guide/session')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: uiText.openGuide }));
    expect(await screen.findByTitle(uiText.guideFrameTitle)).toBeTruthy();
    expect(server.callsTo('POST /api/guide/session')).toHaveLength(1);
  });
});

describe('return from a PayPal subscription', () => {
  const subscriptionReturn = '/?payment=success&subscription_id=I-BW7R3K2M9XQ1&ba_token=BA-8KJ3N2Q&token=5TY2P9W';
  const confirmRoute = 'POST /api/subscriptions/paypal/confirm';

  it('confirms the subscription, never captures its token as an order, and shows the success view', async () => {
    profileTurns(1, pending, paid);
    server.on(confirmRoute, { delayMs: 150, body: { data: { success: true, status: 'captured' } } });
    renderApp(server, subscriptionReturn);
    expect(screen.getByText(messages.paymentReceivedCapturing)).toBeTruthy();
    expect(await screen.findByRole('progressbar', { name: uiText.capturingProgress })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();

    const confirms = server.callsTo(confirmRoute);
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toEqual({ subscriptionId: 'I-BW7R3K2M9XQ1' });
    expect(confirms[0]?.headers.authorization).toBe('Bearer tok-1');
    expect(server.callsTo('POST /api/payments/paypal/capture')).toHaveLength(0);
    expect(server.callsTo('POST /api/payments/yoco/confirm')).toHaveLength(0);
    expect(server.callsTo('GET /api/me')).toHaveLength(2);
    // The guide's pass is asked for ahead, as for an order; the spent ids leave the address.
    expect(server.callsTo('POST /api/guide/session')).toHaveLength(1);
    expect(window.location.search).toBe('?payment=success');
  });

  it('confirms as soon as the session is back, beside the first profile read', async () => {
    let confirmed = false;
    let slowReadsAnswered = 0;
    let releaseSlowReads!: () => void;
    const slowReadsReleased = new Promise<void>((resolve) => (releaseSlowReads = resolve));
    server.on('GET /api/me', async () => {
      if (confirmed) return { body: { data: paid() } };
      await slowReadsReleased;
      slowReadsAnswered += 1;
      return { body: { data: pending() } };
    });
    server.on(confirmRoute, () => {
      confirmed = true;
      return { body: { data: { success: true, status: 'captured' } } };
    });
    renderApp(server, subscriptionReturn);
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    // The confirm did not wait for the slow first read.
    expect(slowReadsAnswered).toBe(0);
    expect(server.callsTo(confirmRoute)).toHaveLength(1);
    releaseSlowReads();
  });

  it('Open the guide on a success view the first read showed before the confirm answered: the late answer leaves the guide open', async () => {
    // The confirm credits the sale before it answers: the first profile read can already see the membership.
    server.on('GET /api/me', { body: { data: paid() } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on(confirmRoute, async () => {
      await held;
      return { body: { data: { success: true, status: 'captured' } } };
    });
    const { user } = renderApp(server, subscriptionReturn);
    await user.click(await screen.findByRole('button', { name: uiText.openGuide }));
    expect(await screen.findByTitle(uiText.guideFrameTitle)).toBeTruthy();
    release();
    await waitFor(() => expect(server.callsTo('GET /api/me').length).toBeGreaterThanOrEqual(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTitle(uiText.guideFrameTitle)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: messages.paymentSuccessful })).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/');
  });

  it('a pending confirm keeps reading the profile until the first sale lands', async () => {
    profileTurns(2, pending, paid);
    server.on(confirmRoute, { body: { data: { success: false, status: 'pending' } } });
    renderApp(server, subscriptionReturn, { paymentTimings: fast });
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    expect(server.callsTo(confirmRoute)).toHaveLength(1);
    expect(server.callsTo('GET /api/me')).toHaveLength(3);
  });

  it('a pending confirm whose sale never lands ends with the taking-longer message', async () => {
    server.on('GET /api/me', { body: { data: pending() } });
    server.on(confirmRoute, { body: { data: { success: false, status: 'pending' } } });
    renderApp(server, subscriptionReturn, { paymentTimings: fast });
    expect(await screen.findByText(messages.paymentVerificationSlow)).toBeTruthy();
    // The confirm once, then the profile read now, after the first pause and after the second.
    expect(server.callsTo(confirmRoute)).toHaveLength(1);
    await waitFor(() => expect(server.callsTo('GET /api/me').length).toBeGreaterThanOrEqual(4));
    expect(server.callsTo('POST /api/payments/paypal/capture')).toHaveLength(0);
  });

  it('a failed confirm says the payment was not captured', async () => {
    profileTurns(1, pending, pending);
    server.on(confirmRoute, { body: { data: { success: false, status: 'failed' } } });
    renderApp(server, subscriptionReturn);
    expect(await screen.findByText(messages.captureFailed)).toBeTruthy();
    expect(screen.getAllByRole('alert').some((region) => region.textContent?.includes(messages.captureFailed))).toBe(true);
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(server.callsTo('POST /api/payments/paypal/capture')).toHaveLength(0);
  });

  it("a refused confirm shows the capture-failed text with the server's message", async () => {
    profileTurns(1, pending, pending);
    server.on(confirmRoute, failure(404, 'not-found', messages.paymentNotFound));
    renderApp(server, subscriptionReturn);
    expect(await screen.findByText(messages.captureError(messages.paymentNotFound))).toBeTruthy();
    expect(screen.getByRole('heading', { name: uiText.paymentTitle })).toBeTruthy();
  });

  it('an empty subscription_id is no payment id, and its token is not captured instead', async () => {
    server.on('GET /api/me', { body: { data: pending() } });
    renderApp(server, '/?payment=success&subscription_id=&ba_token=BA-1&token=5TY2P9W');
    expect(await screen.findByText(messages.noValidPaymentId)).toBeTruthy();
    expect(server.callsTo(confirmRoute)).toHaveLength(0);
    expect(server.callsTo('POST /api/payments/paypal/capture')).toHaveLength(0);
  });
});

describe('return from Yoco', () => {
  it('confirms the payment from paymentId through the generic route and shows the success view', async () => {
    profileTurns(1, pending, paid);
    server.on('POST /api/payments/yoco/confirm', { delayMs: 100, body: { data: { success: true, status: 'captured' } } });
    renderApp(server, '/?payment=success&method=yoco&paymentId=pay-1');
    expect(await screen.findByText(messages.paymentReceivedCapturing)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    const confirms = server.callsTo('POST /api/payments/yoco/confirm');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toEqual({ paymentId: 'pay-1' });
    expect(confirms[0]?.headers.authorization).toBe('Bearer tok-1');
    // The old per-provider address still answers on the server, but the web no longer calls it.
    expect(server.callsTo('POST /api/payments/yoco/capture')).toHaveLength(0);
    expect(server.callsTo('POST /api/payments/paypal/capture')).toHaveLength(0);
    expect(window.location.search).toBe('?payment=success');
  });

  it('a pending confirm keeps reading the profile until the payment lands', async () => {
    profileTurns(2, pending, paid);
    server.on('POST /api/payments/yoco/confirm', { body: { data: { success: false, status: 'pending' } } });
    renderApp(server, '/?payment=success&method=yoco&paymentId=pay-2', { paymentTimings: fast });
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    expect(server.callsTo('POST /api/payments/yoco/confirm')).toHaveLength(1);
    expect(server.callsTo('GET /api/me')).toHaveLength(3);
  });

  it('method=yoco without a paymentId is no valid payment id', async () => {
    server.on('GET /api/me', { body: { data: pending() } });
    renderApp(server, '/?payment=success&method=yoco');
    expect(await screen.findByText(messages.noValidPaymentId)).toBeTruthy();
    expect(server.callsTo('POST /api/payments/yoco/confirm')).toHaveLength(0);
  });
});

describe('payment=success without an id', () => {
  // Testing Library's find* and waitFor wait on setTimeout, which is faked here: this waits on a real one.
  const realSetTimeout = globalThis.setTimeout;
  async function eventually(check: () => void, timeoutMs = 10_000) {
    const started = Date.now();
    for (;;) {
      try {
        return check();
      } catch (error) {
        if (Date.now() - started > timeoutMs) throw error;
      }
      await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
    }
  }

  it('reads the profile now, after 3 s and after another 5 s, then says it is taking long', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.on('GET /api/me', { body: { data: pending() } });
    const reads = () => server.callsTo('GET /api/me').length;
    renderApp(server, '/?payment=success');

    await eventually(() => screen.getByText(messages.verifyingPayment));
    expect(screen.getByText(messages.verifyingPaymentDetail)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: uiText.verificationProgress(1, 3) })).toBeTruthy();
    expect(reads()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(2_999));
    expect(reads()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await eventually(() => expect(reads()).toBe(2));
    await eventually(() => screen.getByRole('progressbar', { name: uiText.verificationProgress(2, 3) }));

    await act(() => vi.advanceTimersByTimeAsync(4_999));
    expect(reads()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await eventually(() => expect(reads()).toBe(3));

    await eventually(() => screen.getByText(messages.paymentVerificationSlow));
    expect(screen.queryByText(messages.verifyingPayment)).toBeNull();
    // Informational: blue, in the status region.
    expect(screen.getAllByRole('status').some((region) => region.textContent?.includes(messages.paymentVerificationSlow))).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(reads()).toBe(3);
  });

  it('shows the success view as soon as a read finds the membership', async () => {
    profileTurns(1, pending, paid);
    renderApp(server, '/?payment=success', { paymentTimings: fast });
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    expect(server.callsTo('GET /api/me')).toHaveLength(2);
  });
});
