import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../config/missing-messages.ts';
import { failure, noSession, profile, renderApp, tokens } from '../testing/render-app.tsx';
import { useAppServer } from '../testing/use-app-server.ts';
import { membershipUiText } from '@guidepass/texts/en/web/membership-ui-text';

const server = useAppServer();

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
const button = (name: string) => screen.getByRole('button', { name });

function signedInAs(data: ReturnType<typeof profile>) {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data } });
}

describe('app', () => {
  it('restores the session on load and shows the guide to an active member', async () => {
    signedInAs(profile({ paymentStatus: 'paid', membershipExpiry: inAWeek(), membershipActive: true }));
    renderApp(server);
    expect(screen.getByText(messages.loadingSession)).toBeTruthy();
    expect(await screen.findByTitle(uiText.guideFrameTitle)).toBeTruthy();
    expect(server.callsTo('GET /api/me')[0]?.headers.authorization).toBe('Bearer tok-1');
    // React's development double effects must not spend the rotating refresh token twice.
    expect(server.callsTo('POST /auth/refresh')).toHaveLength(1);
  });

  it('shows the payment view, saying so, to a member whose membership expired', async () => {
    signedInAs(profile({ paymentStatus: 'paid', membershipExpiry: '2020-01-01T00:00:00.000Z' }));
    renderApp(server);
    expect(await screen.findByText(uiText.signedInAs('member@example.com'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: uiText.paymentTitle })).toBeTruthy();
    expect(screen.getByText(messages.membershipExpired)).toBeTruthy();
    expect(button(uiText.signOut)).toBeTruthy();
    expect(screen.getByRole('link', { name: uiText.myMembershipEntry })).toBeTruthy();
  });

  it('a missing profile leads to payment with the not-found message', async () => {
    server.on('POST /auth/refresh', tokens('tok-1', true));
    server.on('GET /api/me', failure(404, 'not-found', messages.notFound));
    renderApp(server);
    expect(await screen.findByText(messages.profileNotFound)).toBeTruthy();
    expect(button(uiText.signOut)).toBeTruthy();
  });

  it('a profile read error leads to payment with the load-failed message', async () => {
    server.on('POST /auth/refresh', tokens('tok-1', true));
    server.on('GET /api/me', failure(500, 'internal', messages.internal));
    renderApp(server);
    expect(await screen.findByText(messages.profileLoadFailed)).toBeTruthy();
  });

  it('on a 401 it refreshes once and retries with the new token', async () => {
    let refreshes = 0;
    server.on('POST /auth/refresh', () => tokens(`tok-${++refreshes}`, true));
    server.on('GET /api/me', (req) =>
      req.headers.authorization === 'Bearer tok-2'
        ? { body: { data: profile({ paymentStatus: 'paid', membershipExpiry: inAWeek() }) } }
        : failure(401, 'unauthenticated', messages.sessionExpired),
    );
    renderApp(server);
    expect(await screen.findByTitle(uiText.guideFrameTitle)).toBeTruthy();
    expect(refreshes).toBe(2);
  });

  it('signs out, onto Login, when the refresh after a 401 fails too', async () => {
    let refreshes = 0;
    server.on('POST /auth/refresh', () => (++refreshes === 1 ? tokens('tok-1', true) : noSession));
    server.on('GET /api/me', failure(401, 'unauthenticated', messages.sessionExpired));
    renderApp(server);
    expect(await screen.findByRole('heading', { name: messages.loginTitle })).toBeTruthy();
    expect(server.callsTo('GET /api/me')).toHaveLength(1);
  });

  it('Sign Out ends the session on the server and lands on Login', async () => {
    signedInAs(profile());
    const { user } = renderApp(server);
    await screen.findByText(uiText.signedInAs('member@example.com'));
    await user.click(button(uiText.signOut));
    expect(await screen.findByRole('heading', { name: messages.loginTitle })).toBeTruthy();
    expect(screen.getByLabelText(uiText.emailLabel)).toBeTruthy();
    expect(button(uiText.login)).toBeTruthy();
    expect(server.callsTo('POST /auth/logout')[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('deleting from My membership (opened from the payment view) signs out and shows the answer on the auth view', async () => {
    signedInAs(profile());
    server.on('GET /api/membership', { body: { data: { tierId: null, active: false, expiresAt: null, autoRenew: null, nextPurchase: null, payments: [] } } });
    server.on('DELETE /api/me', { body: { data: { message: messages.deleteSucceeded } } });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp(server);
    await screen.findByText(uiText.signedInAs('member@example.com'));
    expect(screen.queryByRole('button', { name: uiText.deleteAccount })).toBeNull();
    await user.click(screen.getByRole('link', { name: uiText.myMembershipEntry }));
    expect(await screen.findByRole('heading', { level: 1, name: membershipUiText.myMembershipTitle })).toBeTruthy();
    // The account actions' code loads under a boundary of its own: they may come just after the view.
    await user.click(await screen.findByRole('button', { name: uiText.deleteAccount }));
    expect(confirm).toHaveBeenCalledWith(messages.deleteConfirm);
    expect(await screen.findByRole('heading', { name: messages.signUpTitle })).toBeTruthy();
    // The original's own success text is shown as success (product.md section 14), not as an error.
    const deleted = screen.getByText(messages.deleteSucceeded);
    expect(deleted.closest('.message')?.className).toContain('message--success');
    expect(deleted.closest('[role="status"]')).toBeTruthy();
    expect(deleted.closest('[role="alert"]')).toBeNull();
  });

  it('a verified login goes on to the next view', async () => {
    server.on('POST /auth/login', tokens('tok-login', true));
    server.on('GET /api/me', { body: { data: profile({ email: 'me@example.com' }) } });
    const { user } = renderApp(server);
    await screen.findByRole('heading', { name: messages.signUpTitle });
    await user.click(button(uiText.toLogin));
    await user.type(screen.getByLabelText(uiText.emailLabel), 'me@example.com');
    await user.type(screen.getByLabelText(uiText.loginPasswordLabel), 'secret1');
    await user.click(button(uiText.login));
    expect(await screen.findByText(uiText.signedInAs('me@example.com'))).toBeTruthy();
    expect(server.callsTo('GET /api/me')[0]?.headers.authorization).toBe('Bearer tok-login');
  });

  it('focus stays put on load, then moves to the heading of each new view or step', async () => {
    server.on('POST /auth/login', tokens('tok-login', true));
    server.on('GET /api/me', { body: { data: profile({ email: 'me@example.com' }) } });
    const { user } = renderApp(server);
    await screen.findByRole('heading', { name: messages.signUpTitle });
    // The first view after loading: the page's own start is where a reader begins.
    expect(document.activeElement).toBe(document.body);
    await user.click(button(uiText.toLogin));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: messages.loginTitle })));
    await user.type(screen.getByLabelText(uiText.emailLabel), 'me@example.com');
    await user.type(screen.getByLabelText(uiText.loginPasswordLabel), 'secret1');
    await user.click(button(uiText.login));
    const paymentHeading = await screen.findByRole('heading', { name: uiText.paymentTitle });
    await waitFor(() => expect(document.activeElement).toBe(paymentHeading));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('the payment-cancel path shows the cancelled view; Try Again returns to /', async () => {
    signedInAs(profile());
    const { user } = renderApp(server, '/payment-cancel?token=EC-1');
    expect(await screen.findByRole('heading', { name: messages.paymentCancelled })).toBeTruthy();
    expect(button(uiText.signOut)).toBeTruthy();
    await user.click(button(uiText.tryAgain));
    expect(await screen.findByText(uiText.signedInAs('member@example.com'))).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/');
  });

  it('payment=success for an active member shows the success view; Log Out lands on Login', async () => {
    signedInAs(profile({ paymentStatus: 'paid', membershipExpiry: inAWeek() }));
    server.on('POST /api/payments/paypal/capture', { body: { data: { success: true, status: 'captured' } } });
    const { user } = renderApp(server, '/?payment=success&token=ORDER1&PayerID=P');
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    expect(button(uiText.logOut).className).toContain('button--secondary');
    await user.click(button(uiText.logOut));
    expect(await screen.findByRole('heading', { name: messages.loginTitle })).toBeTruthy();
    await waitFor(() => expect(server.callsTo('POST /auth/logout')).toHaveLength(1));
    expect(window.location.search).toBe('');
  });

  it('the success view opens the guide without logging out', async () => {
    signedInAs(profile({ paymentStatus: 'paid', membershipExpiry: inAWeek() }));
    server.on('POST /api/payments/paypal/capture', { body: { data: { success: true, status: 'captured' } } });
    const { user } = renderApp(server, '/?payment=success&token=ORDER1&PayerID=P');
    expect(await screen.findByRole('heading', { name: messages.paymentSuccessful })).toBeTruthy();
    const open = button(uiText.openGuide);
    expect(open.className).toContain('button--primary');
    await user.click(open);
    expect(await screen.findByTitle(uiText.guideFrameTitle)).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(server.callsTo('POST /auth/logout')).toHaveLength(0);
    expect(server.callsTo('POST /auth/refresh')).toHaveLength(1);
  });
});
