import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';

// Paid means open (product.md §14): 'Payment Successful!' shown as success, then the guide by itself within 3 s.

const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('POST /api/payments/paypal/capture', { body: { data: { success: true, status: 'captured' } } });
});

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
const paid = () => profile({ paymentStatus: 'paid', membershipExpiry: inAWeek(), membershipActive: true });

/** Back from PayPal with a captured order: answers once the success view is on screen, with when it showed. */
async function returnFromPayPal(options: { openGuideAfterMs?: number } = {}) {
  let count = 0;
  server.on('GET /api/me', () => ({ body: { data: ++count === 1 ? profile() : paid() } }));
  const app = renderApp(server, '/?payment=success&token=ORDER-1&PayerID=P', { paymentTimings: { verifyDelaysMs: [20, 20], ...options } });
  const heading = await screen.findByRole('heading', { name: messages.paymentSuccessful });
  return { ...app, heading, shownAt: performance.now() };
}

describe('the success view', () => {
  it('shows the success as success, and not the original sentence about logging out and in again', async () => {
    const { heading } = await returnFromPayPal({ openGuideAfterMs: 60_000 });
    expect(heading.className).toContain('view__title--success');
    const opening = screen.getByText(uiText.paymentSuccessOpening);
    expect(opening.closest('.message')?.className).toContain('message--success');
    expect(opening.closest('[role="status"]')).toBeTruthy();
    expect(document.querySelector('[role="alert"]')?.textContent ?? '').toBe('');
    expect(document.body.textContent).not.toMatch(/log out and log in again/i);
    expect(document.body.textContent).not.toContain('to start using your membership');
  });

  it('opens the guide by itself within 3 s, without logging out', async () => {
    const { shownAt } = await returnFromPayPal();
    expect(await screen.findByTitle(uiText.guideFrameTitle, {}, { timeout: 3_000 })).toBeTruthy();
    expect(performance.now() - shownAt).toBeLessThan(3_000);
    expect(screen.queryByRole('heading', { name: messages.paymentSuccessful })).toBeNull();
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(server.callsTo('POST /auth/logout')).toHaveLength(0);
  });

  it('its button opens the guide at once', async () => {
    const { user } = await returnFromPayPal({ openGuideAfterMs: 60_000 });
    const started = performance.now();
    await user.click(screen.getByRole('button', { name: uiText.openGuide }));
    expect(await screen.findByTitle(uiText.guideFrameTitle)).toBeTruthy();
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('a key or a tap on the view calls the opening off: nothing moves under the finger', async () => {
    const { user } = await returnFromPayPal({ openGuideAfterMs: 300 });
    await user.keyboard('{Tab}');
    await waitFor(() => expect(screen.getByText(uiText.paymentSuccessActive)).toBeTruthy());
    expect(screen.queryByText(uiText.paymentSuccessOpening)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.getByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    expect(screen.queryByTitle(uiText.guideFrameTitle)).toBeNull();
    expect(window.location.search).toBe('?payment=success');
  });
});
