import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { providerSignInReasons } from '@guidepass/domain/provider-sign-in-outcomes';
import { uiText } from '../../../config/missing-messages.ts';
import { failure, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { stubLocationAssign } from '../../../testing/stub-location-assign.ts';
import { useAppServer } from '../../../testing/use-app-server.ts';

const server = useAppServer();

const field = (label: string) => screen.getByLabelText(label);
const button = (name: string) => screen.getByRole('button', { name });

async function openSignUp() {
  const app = renderApp(server);
  await screen.findByRole('heading', { name: messages.signUpTitle });
  return app;
}

async function openLogin() {
  const app = await openSignUp();
  await app.user.click(button(uiText.toLogin));
  await screen.findByRole('heading', { name: messages.loginTitle });
  return app;
}

async function fillSignUp(user: ReturnType<typeof renderApp>['user'], values: Partial<Record<string, string>>) {
  const all = {
    [uiText.emailLabel]: 'new@example.com',
    [uiText.passwordLabel]: 'secret1',
    [uiText.confirmPasswordLabel]: 'secret1',
    [uiText.salespersonFirstNameLabel]: 'Jane',
    [uiText.salespersonLastNameLabel]: 'Doe',
    ...values,
  };
  for (const [label, value] of Object.entries(all)) if (value) await user.type(field(label), value);
}

async function loginUnverified() {
  server.on('POST /auth/login', tokens('tok-unverified', false, messages.emailNotVerified));
  server.on('GET /api/me', { body: { data: profile({ email: 'late@example.com', emailVerified: false }) } });
  const app = await openLogin();
  await app.user.type(field(uiText.emailLabel), 'late@example.com');
  await app.user.type(field(uiText.loginPasswordLabel), 'secret1');
  await app.user.click(button(uiText.login));
  await screen.findByRole('heading', { name: uiText.verifyTitle });
  return app;
}

describe('auth view', () => {
  it('shows the loading text while the session is restored, then the sign-up form', async () => {
    server.on('POST /auth/refresh', { ...failure(401, 'unauthenticated', messages.sessionExpired), delayMs: 150 });
    renderApp(server);
    expect(screen.getByRole('status').textContent).toBe(messages.loadingSession);
    expect(await screen.findByRole('heading', { name: messages.signUpTitle })).toBeTruthy();
    for (const label of [
      uiText.emailLabel,
      uiText.passwordLabel,
      uiText.confirmPasswordLabel,
      uiText.salespersonFirstNameLabel,
      uiText.salespersonLastNameLabel,
      uiText.referralCodeLabel,
    ]) {
      expect(field(label)).toBeTruthy();
    }
    expect(field(uiText.emailLabel).getAttribute('type')).toBe('email');
    expect(field(uiText.emailLabel).hasAttribute('required')).toBe(true);
    expect(field(uiText.passwordLabel).getAttribute('autocomplete')).toBe('new-password');
    expect(button(uiText.signInWithGoogle)).toBeTruthy();
    expect(button(uiText.signInWithFacebook)).toBeTruthy();
  });

  it('toggles between sign-up and login', async () => {
    const { user } = await openSignUp();
    await user.click(button(uiText.toLogin));
    expect(screen.getByRole('heading', { name: messages.loginTitle })).toBeTruthy();
    expect(screen.queryByLabelText(uiText.confirmPasswordLabel)).toBeNull();
    // Login's password field says nothing of the length rule: that is sign-up's.
    expect(field(uiText.loginPasswordLabel).getAttribute('autocomplete')).toBe('current-password');
    expect(screen.queryByLabelText(uiText.passwordLabel)).toBeNull();
    await user.click(button(uiText.toSignUp));
    expect(screen.getByRole('heading', { name: messages.signUpTitle })).toBeTruthy();
  });

  it('sign-up with mismatched passwords says so and sends nothing', async () => {
    const { user } = await openSignUp();
    await fillSignUp(user, { [uiText.confirmPasswordLabel]: 'secret2' });
    await user.click(button(uiText.signUp));
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeTruthy();
    expect(server.callsTo('POST /auth/signup')).toHaveLength(0);
  });

  it('sign-up with half a salesperson name says so and sends nothing', async () => {
    const { user } = await openSignUp();
    await fillSignUp(user, { [uiText.salespersonFirstNameLabel]: 'Neo', [uiText.salespersonLastNameLabel]: '' });
    await user.click(button(uiText.signUp));
    expect(await screen.findByText(messages.salespersonNameRequired)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(messages.salespersonNameRequired);
    expect(server.callsTo('POST /auth/signup')).toHaveLength(0);
  });

  it('sign-up without any salesperson lets the server decide (admins name nobody); a member hears the seed message', async () => {
    server.on('POST /auth/signup', failure(400, 'invalid-argument', messages.salespersonNameRequired, 'salesperson-name-required'));
    const { user } = await openSignUp();
    await fillSignUp(user, { [uiText.salespersonFirstNameLabel]: '   ', [uiText.salespersonLastNameLabel]: '' });
    await user.click(button(uiText.signUp));
    expect(await screen.findByText(messages.salespersonNameRequired)).toBeTruthy();
    const sent = server.callsTo('POST /auth/signup')[0]?.body as Record<string, unknown>;
    expect(sent).not.toHaveProperty('firstName');
    expect(sent).not.toHaveProperty('referralCode');
    expect(document.activeElement).toBe(screen.getByLabelText(uiText.salespersonFirstNameLabel));
  });

  it("shows the server's error text when sign-up fails", async () => {
    server.on('POST /auth/signup', failure(409, 'aborted', messages.emailAlreadyInUse, 'email-already-in-use'));
    const { user } = await openSignUp();
    await fillSignUp(user, {});
    await user.click(button(uiText.signUp));
    expect(await screen.findByText(messages.emailAlreadyInUse)).toBeTruthy();
    expect(button(uiText.signUp).hasAttribute('disabled')).toBe(false);
  });

  it('disables the button and shows progress while sign-up runs', async () => {
    server.on('POST /auth/signup', { status: 201, body: { data: { uid: 'u', message: messages.accountCreated } }, delayMs: 300 });
    const { user } = await openSignUp();
    await fillSignUp(user, {});
    await user.click(button(uiText.signUp));
    const busy = await screen.findByRole('button', { name: uiText.signingUp });
    // Refuses presses but keeps focus (a natively disabled button would drop it to the page body).
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(busy);
    expect(await screen.findByText(messages.accountCreated)).toBeTruthy();
  });

  it('when the sign-in after sign-up fails, the code is still checked signed out and login follows', async () => {
    server.on('POST /auth/login', failure(429, 'resource-exhausted', messages.tooManyRequests, 'rate-limited'));
    server.on('POST /auth/signup', { status: 201, body: { data: { uid: 'u-9', message: messages.accountCreated } } });
    server.on('POST /auth/verify-email', { body: { data: { message: messages.emailVerified } } });
    server.on('POST /auth/resend-verification', { body: { data: { message: messages.verificationSent } } });
    const { user } = await openSignUp();
    await fillSignUp(user, { [uiText.referralCodeLabel]: ' JD42 ' });
    await user.click(button(uiText.signUp));

    expect(await screen.findByText(messages.accountCreated)).toBeTruthy();
    expect(server.callsTo('POST /auth/signup')[0]?.body).toEqual({
      email: 'new@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      firstName: 'Jane',
      lastName: 'Doe',
      referralCode: 'JD42',
    });
    expect(screen.getByRole('heading', { name: uiText.verifyTitle })).toBeTruthy();
    const code = field(uiText.verificationCodeLabel);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('maxlength')).toBe('6');
    // Signed out: no account actions yet.
    expect(screen.queryByRole('button', { name: uiText.deleteAccount })).toBeNull();

    await user.click(button(uiText.resendVerification));
    expect(await screen.findByText(messages.verificationSent)).toBeTruthy();
    expect(server.callsTo('POST /auth/resend-verification')[0]?.body).toEqual({ email: 'new@example.com' });

    await user.type(code, '12a3456');
    await user.click(button(uiText.verify));
    expect(await screen.findByText(messages.emailVerified)).toBeTruthy();
    expect(server.callsTo('POST /auth/verify-email')[0]?.body).toEqual({ email: 'new@example.com', code: '123456' });
    expect(screen.getByRole('heading', { name: messages.loginTitle })).toBeTruthy();
  });

  it("shows the server's text when login fails", async () => {
    server.on('POST /auth/login', failure(401, 'unauthenticated', messages.invalidCredentials, 'invalid-credentials'));
    const { user } = await openLogin();
    await user.type(field(uiText.emailLabel), 'who@example.com');
    await user.type(field(uiText.loginPasswordLabel), 'wrong-pw');
    await user.click(button(uiText.login));
    expect(await screen.findByText(messages.invalidCredentials)).toBeTruthy();
    // A failed login must not be mistaken for an expired session: no refresh after the first one on load.
    expect(server.callsTo('POST /auth/refresh')).toHaveLength(1);
  });

  it('an unverified login stays signed in and shows the verification step with its message', async () => {
    const { user } = await loginUnverified();
    expect(screen.getByText(messages.emailNotVerified)).toBeTruthy();
    expect(server.callsTo('POST /auth/login')[0]?.body).toEqual({ email: 'late@example.com', password: 'secret1' });
    expect(field(uiText.verificationCodeLabel)).toBeTruthy();
    expect(button(uiText.verify)).toBeTruthy();
    expect(button(uiText.resendVerification)).toBeTruthy();
    // Delete My Account sits behind the account menu, not beside Sign Out.
    expect(screen.queryByRole('button', { name: uiText.deleteAccount })).toBeNull();
    await user.click(button(uiText.accountMenu));
    expect(button(uiText.deleteAccount)).toBeTruthy();
    expect(button(uiText.signOut)).toBeTruthy();
    // The e-mail is known, so it is not asked again.
    expect(screen.queryByLabelText(uiText.emailLabel)).toBeNull();

    server.on('POST /auth/resend-verification', failure(429, 'resource-exhausted', messages.resendCooldown));
    await user.click(button(uiText.resendVerification));
    expect(await screen.findByText(messages.resendCooldown)).toBeTruthy();

    await user.click(button(uiText.signOut));
    expect(await screen.findByRole('heading', { name: messages.loginTitle })).toBeTruthy();
    expect(server.callsTo('POST /auth/logout')[0]?.headers.authorization).toBe('Bearer tok-unverified');
    expect(screen.queryByText(messages.emailNotVerified)).toBeNull();
  });

  it('verifying while signed in refreshes the session and moves on', async () => {
    const { user } = await loginUnverified();
    server.on('POST /auth/verify-email', { body: { data: { message: messages.emailVerified } } });
    server.on('POST /auth/refresh', tokens('tok-verified', true));
    server.on('GET /api/me', { body: { data: profile({ email: 'late@example.com' }) } });
    await user.type(field(uiText.verificationCodeLabel), '654321');
    await user.click(button(uiText.verify));
    expect(await screen.findByText(uiText.signedInAs('late@example.com'))).toBeTruthy();
    expect(screen.getByText(messages.emailVerified)).toBeTruthy();
    expect(server.callsTo('POST /auth/verify-email')[0]?.body).toEqual({ email: 'late@example.com', code: '654321' });
  });

  it('Facebook, when not configured, shows exactly the original text and does not leave', async () => {
    const { user } = await openSignUp();
    await user.click(button(uiText.signInWithFacebook));
    expect(await screen.findByText('Facebook Sign-in not implemented yet.')).toBeTruthy();
    expect(window.location.pathname).toBe('/');
    expect(button(uiText.signInWithFacebook).hasAttribute('disabled')).toBe(false);
  });

  it('Google sign-in notes, before leaving, that the next load may come back signed in', async () => {
    const assign = stubLocationAssign();
    const { user, session } = await openSignUp();
    const noted = vi.spyOn(session, 'noteProviderSignIn');
    await user.click(button(uiText.signInWithGoogle));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(`${server.url}/auth/google`));
    expect(noted).toHaveBeenCalledTimes(1);
    expect(noted.mock.invocationCallOrder[0]!).toBeLessThan(assign.mock.invocationCallOrder[0]!);
  });

    it('Google, when not configured, says so', async () => {
    server.on('GET /auth/providers', { body: { data: { google: false, facebook: false } } });
    const { user } = await openSignUp();
    await user.click(button(uiText.signInWithGoogle));
    expect(await screen.findByText(messages.providerNotConfigured('Google'))).toBeTruthy();
  });

  it('a failed Google return shows the Google message and clears the address', async () => {
    renderApp(server, `/?auth_error=${providerSignInReasons.accessDenied}&provider=google`);
    expect(await screen.findByText(messages.googleFailed(messages.providerAccessDenied))).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  it('a failed Facebook return shows the generic auth message', async () => {
    renderApp(server, `/?auth_error=${providerSignInReasons.sharedNoEmail}&provider=facebook`);
    expect(await screen.findByText(messages.authFailed(messages.providerSharedNoEmail))).toBeTruthy();
    expect(window.location.search).toBe('');
  });

  it('a hand-made auth_error link cannot put its own words on the screen', async () => {
    const planted = 'Your account is locked. Call +267 555 0000 with your card number';
    renderApp(server, `/?auth_error=${encodeURIComponent(planted)}&provider=google`);
    expect(await screen.findByText(messages.googleFailed(messages.providerSignInFailed))).toBeTruthy();
    expect(screen.queryByText(new RegExp(planted))).toBeNull();
  });

  it("an old link carrying the api's former English sentence shows the generic failure", async () => {
    renderApp(server, `/?auth_error=${encodeURIComponent(messages.providerAccountExists)}&provider=google`);
    expect(await screen.findByText(messages.googleFailed(messages.providerSignInFailed))).toBeTruthy();
  });

  it('the verify-email link is checked once on load, then the login form is shown', async () => {
    server.on('POST /auth/verify-email', { body: { data: { message: messages.emailVerified } } });
    renderApp(server, '/verify-email?token=tok-abc');
    expect(await screen.findByText(messages.emailVerified)).toBeTruthy();
    expect(screen.getByRole('heading', { name: messages.loginTitle })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(server.callsTo('POST /auth/verify-email').map((r) => r.body)).toEqual([{ token: 'tok-abc' }]);
  });

  it("a spent verify-email link shows the server's error", async () => {
    server.on('POST /auth/verify-email', failure(400, 'invalid-argument', messages.invalidVerification));
    renderApp(server, '/verify-email?token=old');
    expect(await screen.findByText(messages.invalidVerification)).toBeTruthy();
    expect(screen.getByRole('heading', { name: messages.loginTitle })).toBeTruthy();
  });

  it('the reset-password link asks for a new password, then shows login', async () => {
    server.on('POST /auth/password-reset/confirm', { body: { data: { message: messages.passwordResetDone } } });
    const { user } = renderApp(server, '/reset-password?token=reset-1');
    expect(await screen.findByRole('heading', { name: uiText.chooseNewPasswordTitle })).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(screen.queryByLabelText(uiText.resetCodeLabel)).toBeNull();
    await user.type(field(uiText.passwordLabel), 'newpass1');
    await user.type(field(uiText.confirmPasswordLabel), 'newpass2');
    await user.click(button(uiText.changePassword));
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeTruthy();
    expect(server.callsTo('POST /auth/password-reset/confirm')).toHaveLength(0);

    await user.clear(field(uiText.confirmPasswordLabel));
    await user.type(field(uiText.confirmPasswordLabel), 'newpass1');
    await user.click(button(uiText.changePassword));
    expect(await screen.findByText(messages.passwordResetDone)).toBeTruthy();
    expect(screen.getByRole('heading', { name: messages.loginTitle })).toBeTruthy();
    expect(server.callsTo('POST /auth/password-reset/confirm')[0]?.body).toEqual({
      token: 'reset-1',
      password: 'newpass1',
      confirmPassword: 'newpass1',
    });
  });

  it('forgot password sends the reset e-mail, then takes the code and a new password', async () => {
    server.on('POST /auth/password-reset', { body: { data: { message: messages.passwordResetSent } } });
    server.on('POST /auth/password-reset/confirm', { body: { data: { message: messages.passwordResetDone } } });
    const { user } = await openLogin();
    await user.type(field(uiText.emailLabel), 'forgetful@example.com');
    await user.click(button(uiText.forgotPassword));
    expect(screen.getByRole('heading', { name: uiText.forgotTitle })).toBeTruthy();
    expect((field(uiText.emailLabel) as HTMLInputElement).value).toBe('forgetful@example.com');
    await user.click(button(uiText.sendReset));
    expect(await screen.findByText(messages.passwordResetSent)).toBeTruthy();
    expect(server.callsTo('POST /auth/password-reset')[0]?.body).toEqual({ email: 'forgetful@example.com' });

    await user.type(field(uiText.resetCodeLabel), '111222');
    await user.type(field(uiText.passwordLabel), 'newpass1');
    await user.type(field(uiText.confirmPasswordLabel), 'newpass1');
    await user.click(button(uiText.changePassword));
    expect(await screen.findByText(messages.passwordResetDone)).toBeTruthy();
    expect(server.callsTo('POST /auth/password-reset/confirm')[0]?.body).toEqual({
      email: 'forgetful@example.com',
      code: '111222',
      password: 'newpass1',
      confirmPassword: 'newpass1',
    });
  });

  describe('Delete My Account', () => {
    it('asks first with the exact text, and sends nothing when declined', async () => {
      const { user } = await loginUnverified();
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      await user.click(button(uiText.accountMenu));
      await user.click(button(uiText.deleteAccount));
      expect(confirm).toHaveBeenCalledWith('Are you sure you want to delete your account? This action is irreversible.');
      expect(server.callsTo('DELETE /api/me')).toHaveLength(0);
    });

    it('deletes with the token once confirmed and shows the answer on the auth view', async () => {
      server.on('DELETE /api/me', { body: { data: { message: messages.deleteSucceeded } } });
      const { user } = await loginUnverified();
      vi.spyOn(window, 'confirm').mockReturnValue(true);
      await user.click(button(uiText.accountMenu));
      await user.click(button(uiText.deleteAccount));
      expect(await screen.findByText(messages.deleteSucceeded)).toBeTruthy();
      expect(server.callsTo('DELETE /api/me')[0]?.headers.authorization).toBe('Bearer tok-unverified');
      expect(screen.queryByRole('button', { name: uiText.deleteAccount })).toBeNull();
      expect(screen.getByRole('button', { name: uiText.login })).toBeTruthy();
    });

    it('shows the requires-recent-login text as the server sends it, without refreshing', async () => {
      const text = messages.deleteFailed(messages.lastSignInTooOld);
      server.on('DELETE /api/me', failure(401, 'unauthenticated', text, 'requires-recent-login'));
      const { user } = await loginUnverified();
      vi.spyOn(window, 'confirm').mockReturnValue(true);
      await user.click(button(uiText.accountMenu));
      await user.click(button(uiText.deleteAccount));
      expect(await screen.findByText(text)).toBeTruthy();
      expect(server.callsTo('POST /auth/refresh')).toHaveLength(1);
      expect(button(uiText.deleteAccount)).toBeTruthy();
    });

    it('wraps any other failure in the original delete message', async () => {
      server.on('DELETE /api/me', failure(500, 'internal', messages.internal));
      const { user } = await loginUnverified();
      vi.spyOn(window, 'confirm').mockReturnValue(true);
      await user.click(button(uiText.accountMenu));
      await user.click(button(uiText.deleteAccount));
      expect(await screen.findByText(messages.deleteFailed(messages.internal))).toBeTruthy();
    });
  });
});
