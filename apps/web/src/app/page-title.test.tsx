import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../config/missing-messages.ts';
import { profile, renderApp, tokens } from '../testing/render-app.tsx';
import { useAppServer } from '../testing/use-app-server.ts';
import { membershipUiText } from '@guidepass/texts/en/web/membership-ui-text';

// Every view has its own page title (product.md §14): the browser tab, the task switcher and a screen reader's
// "where am I" name the view, not just the app.

const server = useAppServer();

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
const paid = () => profile({ paymentStatus: 'paid', membershipExpiry: inAWeek(), membershipActive: true });

function signedInAs(data: ReturnType<typeof profile>) {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data } });
}

/** The page title once the view with this h1 is on screen. */
async function titleOf(heading: string): Promise<string> {
  await screen.findByRole('heading', { level: 1, name: heading });
  await waitFor(() => expect(document.title).toBe(uiText.pageTitle(heading)));
  return document.title;
}

describe('page titles', () => {
  it('name the view: "My membership · guidepass"', async () => {
    signedInAs(profile());
    server.on('GET /api/membership', { body: { data: { tierId: null, active: false, expiresAt: null, autoRenew: null, nextPurchase: null, payments: [] } } });
    renderApp(server, '/?view=membership');
    expect(await titleOf(membershipUiText.myMembershipTitle)).toBe('My membership · guidepass');
  });

  it('change with the view and with each step of the sign-in view, and differ from each other', async () => {
    const titles: string[] = [];
    const first = renderApp(server);
    titles.push(await titleOf(messages.signUpTitle));
    await first.user.click(screen.getByRole('button', { name: uiText.toLogin }));
    titles.push(await titleOf(messages.loginTitle));
    first.unmount();

    signedInAs(profile());
    const payment = renderApp(server);
    titles.push(await titleOf(uiText.paymentTitle));
    payment.unmount();

    const cancelled = renderApp(server, '/payment-cancel?token=EC-1');
    titles.push(await titleOf(messages.paymentCancelled));
    cancelled.unmount();

    signedInAs(paid());
    server.on('POST /api/payments/paypal/capture', { body: { data: { success: true, status: 'captured' } } });
    const success = renderApp(server, '/?payment=success&token=ORDER-1&PayerID=P', { paymentTimings: { verifyDelaysMs: [20, 20], openGuideAfterMs: 60_000 } });
    titles.push(await titleOf(messages.paymentSuccessful));
    // The guide's heading is for screen readers only; the tab still names it.
    await success.user.click(screen.getByRole('button', { name: uiText.openGuide }));
    titles.push(await titleOf(uiText.guideFrameTitle));

    expect(titles.every((title) => title.endsWith(' · guidepass'))).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
