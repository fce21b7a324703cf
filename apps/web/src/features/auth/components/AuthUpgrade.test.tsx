import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';

// Fewer taps: the session of the tab that signed up is upgraded by the code or the link; no second login.

const server = useAppServer();

const field = (label: string) => screen.getByLabelText(label);
const button = (name: string) => screen.getByRole('button', { name });

async function signUp() {
  server.on('POST /auth/signup', { status: 201, body: { data: { uid: 'u-1', message: messages.accountCreated } } });
  server.on('POST /auth/login', tokens('tok-unverified', false, messages.emailNotVerified));
  server.on('GET /api/me', { body: { data: profile({ email: 'new@example.com', emailVerified: false }) } });
  const app = renderApp(server);
  await screen.findByRole('heading', { name: messages.signUpTitle });
  await app.user.type(field(uiText.emailLabel), 'new@example.com');
  await app.user.type(field(uiText.passwordLabel), 'secret1');
  await app.user.type(field(uiText.confirmPasswordLabel), 'secret1');
  await app.user.type(field(uiText.salespersonFirstNameLabel), 'Jane');
  await app.user.type(field(uiText.salespersonLastNameLabel), 'Doe');
  await app.user.click(button(uiText.signUp));
  await screen.findByRole('heading', { name: uiText.verifyTitle });
  return app;
}

function verifiedFromNowOn() {
  server.on('POST /auth/refresh', tokens('tok-verified', true));
  server.on('GET /api/me', { body: { data: profile({ email: 'new@example.com' }) } });
}

describe('verifying upgrades the session that signed up', { timeout: 60_000 }, () => {
  it('sign-up signs in with the password just typed, so the verification step is signed in', async () => {
    await signUp();
    expect(server.callsTo('POST /auth/login').map((call) => call.body)).toEqual([{ email: 'new@example.com', password: 'secret1' }]);
    // The original's own success text is shown as success (product.md section 14), not as an error.
    const created = screen.getByText(messages.accountCreated);
    expect(created.closest('.message')?.className).toContain('message--success');
    expect(created.closest('[role="status"]')).toBeTruthy();
    expect(created.closest('[role="alert"]')).toBeNull();
    // Signed in: the address is known, Sign Out is offered, and there is no way back to a login (the step's code is
    // loaded on demand: waited for).
    expect(await screen.findByRole('button', { name: uiText.signOut })).toBeTruthy();
    expect(screen.queryByLabelText(uiText.emailLabel)).toBeNull();
    expect(screen.queryByRole('button', { name: uiText.backToLogin })).toBeNull();
  });

  it('Sign Out from the verification step lands on Login', async () => {
    const { user } = await signUp();
    await user.click(button(uiText.signOut));
    expect(await screen.findByRole('heading', { name: messages.loginTitle })).toBeTruthy();
    expect(server.callsTo('POST /auth/logout')).toHaveLength(1);
  });

  it('the code moves on to the payment view without a login, saying so as success', async () => {
    const { user } = await signUp();
    server.on('POST /auth/verify-email', { body: { data: { message: messages.emailVerified } } });
    verifiedFromNowOn();
    await user.type(field(uiText.verificationCodeLabel), '123456');
    await user.click(button(uiText.verify));

    expect(await screen.findByRole('heading', { name: uiText.paymentTitle })).toBeTruthy();
    const verified = screen.getByText(messages.emailVerified);
    expect(verified.closest('.message')?.className).toContain('message--success');
    expect(verified.closest('[role="status"]')).toBeTruthy();
    expect(verified.closest('[role="alert"]')).toBeNull();
    expect(server.callsTo('POST /auth/login')).toHaveLength(1);
    expect(screen.queryByLabelText(uiText.loginPasswordLabel)).toBeNull();
  });

  it('the link opened in this browser upgrades the session it holds and moves on', async () => {
    let refreshes = 0;
    server.on('POST /auth/refresh', () => tokens(`tok-${++refreshes}`, refreshes > 1));
    server.on('GET /api/me', { body: { data: profile({ email: 'new@example.com' }) } });
    server.on('POST /auth/verify-email', { body: { data: { message: messages.emailVerified } } });
    renderApp(server, '/verify-email?token=tok-abc');

    expect(await screen.findByRole('heading', { name: uiText.paymentTitle })).toBeTruthy();
    expect(screen.getByText(messages.emailVerified).closest('.message')?.className).toContain('message--success');
    expect(server.callsTo('POST /auth/verify-email').map((call) => call.body)).toEqual([{ token: 'tok-abc' }]);
    expect(server.callsTo('POST /auth/login')).toHaveLength(0);
    expect(window.location.pathname + window.location.search).toBe('/');
  });

  it('a link opened in another tab is noticed when this page is looked at again', async () => {
    await signUp();
    verifiedFromNowOn();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByRole('heading', { name: uiText.paymentTitle })).toBeTruthy();
    expect(screen.getByText(messages.emailVerified)).toBeTruthy();
    expect(server.callsTo('POST /auth/login')).toHaveLength(1);
  });

  it('while the address is still unverified, looking again changes nothing', async () => {
    await signUp();
    server.on('POST /auth/refresh', tokens('tok-still', false));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const before = server.callsTo('POST /auth/refresh').length;
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await vi.waitFor(() => expect(server.callsTo('POST /auth/refresh').length).toBe(before + 1));
    expect(screen.getByRole('heading', { name: uiText.verifyTitle })).toBeTruthy();
  });
});
