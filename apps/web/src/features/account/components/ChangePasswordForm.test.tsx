import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { failure, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';
import { membershipUiText } from '@guidepass/texts/en/web/membership-ui-text';

const server = useAppServer((server) => {
  server.on('POST /auth/refresh', tokens('tok-1', true));
  server.on('GET /api/me', { body: { data: profile() } });
  server.on('GET /api/membership', { body: { data: { tierId: null, active: false, expiresAt: null, autoRenew: null, nextPurchase: null, payments: [] } } });
});

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string) => screen.getByRole('button', { name });

async function openChangePassword() {
  const app = renderApp(server);
  await screen.findByRole('heading', { name: uiText.paymentTitle });
  // In My membership, with Delete My Account.
  await app.user.click(screen.getByRole('link', { name: uiText.myMembershipEntry }));
  await screen.findByRole('heading', { level: 1, name: membershipUiText.myMembershipTitle });
  // The account actions' code loads under a boundary of its own: they may come just after the view.
  const toggle = await screen.findByRole('button', { name: uiText.openChangePassword });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  await app.user.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('region', { name: uiText.changePasswordTitle })).toBeTruthy();
  return app;
}

async function fill(user: ReturnType<typeof renderApp>['user'], current: string, next: string, confirm = next) {
  await user.type(field(uiText.currentPasswordLabel), current);
  await user.type(field(uiText.newPasswordLabel), next);
  await user.type(field(uiText.confirmNewPasswordLabel), confirm);
  await user.click(button(uiText.saveNewPassword));
}

describe('change password (My membership)', () => {
  it('sends the current and new password with the access token and shows "Password changed" as success', async () => {
    server.on('POST /auth/change-password', { body: { data: { message: messages.passwordChanged } } });
    const { user } = await openChangePassword();
    await fill(user, 'old-password-1', 'baobab-at-dusk');

    const success = await screen.findByText(messages.passwordChanged);
    expect(success.closest('[role="status"]')).toBeTruthy();
    expect(success.closest('.message')?.className).toContain('message--success');
    expect(success.closest('[role="alert"]')).toBeNull();
    const [call] = server.callsTo('POST /auth/change-password');
    expect(call?.body).toEqual({ currentPassword: 'old-password-1', newPassword: 'baobab-at-dusk' });
    expect(call?.headers.authorization).toBe('Bearer tok-1');
    expect(field(uiText.currentPasswordLabel).value).toBe('');
    expect(field(uiText.newPasswordLabel).value).toBe('');
  });

  it('a wrong current password shows the error and keeps the member signed in', async () => {
    server.on('POST /auth/change-password', failure(401, 'unauthenticated', messages.currentPasswordWrong, 'invalid-credentials'));
    const { user } = await openChangePassword();
    await fill(user, 'not-my-password', 'baobab-at-dusk');

    const error = await screen.findByText(messages.currentPasswordWrong);
    expect(error.closest('[role="alert"]')).toBeTruthy();
    expect(server.callsTo('POST /auth/change-password')).toHaveLength(1);
    expect(server.callsTo('POST /auth/logout')).toHaveLength(0);
    expect(server.callsTo('POST /auth/refresh')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: membershipUiText.myMembershipTitle })).toBeTruthy();
  });

  it('a confirmation that does not match is shown and nothing is sent', async () => {
    const { user } = await openChangePassword();
    await fill(user, 'old-password-1', 'baobab-at-dusk', 'baobab-at-dawn');
    expect(await screen.findByText(messages.passwordsDoNotMatch)).toBeTruthy();
    expect(server.callsTo('POST /auth/change-password')).toHaveLength(0);
  });

  it('hints before sending that the new password is too common, and shows the server refusing it', async () => {
    server.on('POST /auth/change-password', failure(400, 'invalid-argument', messages.passwordTooCommon, 'password-too-common'));
    const { user } = await openChangePassword();
    await user.type(field(uiText.newPasswordLabel), 'qwerty123');
    const hint = await screen.findByText(messages.passwordTooCommon);
    expect(field(uiText.newPasswordLabel).getAttribute('aria-describedby')).toBe(hint.id);
    expect(server.callsTo('POST /auth/change-password')).toHaveLength(0);

    await user.type(field(uiText.currentPasswordLabel), 'old-password-1');
    await user.type(field(uiText.confirmNewPasswordLabel), 'qwerty123');
    await user.click(button(uiText.saveNewPassword));
    const inAlert = () => screen.getAllByText(messages.passwordTooCommon).filter((el) => el.closest('[role="alert"]'));
    await waitFor(() => expect(inAlert()).toHaveLength(1));
    expect(server.callsTo('POST /auth/change-password')[0]?.body).toEqual({ currentPassword: 'old-password-1', newPassword: 'qwerty123' });
  });
});
