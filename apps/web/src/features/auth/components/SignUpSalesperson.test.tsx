import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { failure, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';

// Who is asked for a salesperson at sign-up (product.md §14): a typed code alone is enough; an invited salesperson
// is asked nothing and reads whom the invite names.
const created = { status: 201, body: { data: { uid: 'u-7', message: messages.accountCreated } } };
const server = useAppServer((server) => {
  server.on('POST /auth/signup', created);
  server.on('POST /auth/login', tokens('tok-new', false, messages.emailNotVerified));
  server.on('GET /api/salesperson-invites/invite-token-123456', { body: { data: { fullName: 'Neo Kgosi', email: 'neo@example.com' } } });
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const field = (label: string) => screen.getByLabelText(label);

async function fillAccount(user: ReturnType<typeof renderApp>['user']) {
  await user.type(field(uiText.emailLabel), 'buyer@example.com');
  await user.type(field(uiText.passwordLabel), 'secret1');
  await user.type(field(uiText.confirmPasswordLabel), 'secret1');
}

describe('sign-up and the salesperson', () => {
  it('takes a typed referral code alone: no names asked, none sent', async () => {
    const { user } = renderApp(server);
    await screen.findByRole('heading', { name: messages.signUpTitle });
    await fillAccount(user);
    await user.type(field(uiText.referralCodeLabel), 'neo234');
    await user.click(screen.getByRole('button', { name: uiText.signUp }));
    expect(await screen.findByRole('heading', { name: uiText.verifyTitle })).toBeTruthy();
    expect(screen.queryByText(messages.salespersonNameRequired)).toBeNull();
    expect(server.callsTo('POST /auth/signup')[0]?.body).toEqual({
      email: 'buyer@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      referralCode: 'neo234',
    });
  });

  it('a wrong code alone is answered by the server on the code field', async () => {
    server.on('POST /auth/signup', failure(400, 'invalid-argument', messages.invalidReferralCode, 'unknown-referral-code'));
    const { user } = renderApp(server);
    await screen.findByRole('heading', { name: messages.signUpTitle });
    await fillAccount(user);
    await user.type(field(uiText.referralCodeLabel), 'NOPE99');
    await user.click(screen.getByRole('button', { name: uiText.signUp }));
    expect(await screen.findByText(messages.invalidReferralCode)).toBeTruthy();
    expect(document.activeElement).toBe(field(uiText.referralCodeLabel));
  });

  it('the claim link says "You have been invited as Neo Kgosi", asks for no salesperson and signs up with none', async () => {
    const { user } = renderApp(server, '/?claim=invite-token-123456');
    expect(await screen.findByText(uiText.invitedAs('Neo Kgosi'))).toBeTruthy();
    expect(screen.getByText(uiText.invitedAs('Neo Kgosi')).textContent).toBe('You have been invited as Neo Kgosi');
    await screen.findByRole('heading', { name: messages.signUpTitle });
    expect(screen.queryByLabelText(uiText.salespersonFirstNameLabel)).toBeNull();
    expect(screen.queryByLabelText(uiText.referralCodeLabel)).toBeNull();

    // The invited address is filled in, and no member prices are shown to the salesperson (product.md §20).
    await waitFor(() => expect((field(uiText.emailLabel) as HTMLInputElement).value).toBe('neo@example.com'));
    await waitFor(() => expect(server.callsTo('GET /api/tiers/catalogue').length).toBeGreaterThan(0));
    expect(screen.queryByText(/\/ week/)).toBeNull();
    await user.type(field(uiText.passwordLabel), 'secret1');
    await user.type(field(uiText.confirmPasswordLabel), 'secret1');
    await user.click(screen.getByRole('button', { name: uiText.signUp }));
    expect(await screen.findByRole('heading', { name: uiText.verifyTitle })).toBeTruthy();
    expect(server.callsTo('POST /auth/signup')[0]?.body).toEqual({ email: 'neo@example.com', password: 'secret1', confirmPassword: 'secret1' });
    // The invite is kept for the claim that follows verification.
    expect(window.sessionStorage.getItem('gp.claimToken')).toBe('invite-token-123456');
  });

  it('an invite the server does not name still asks for no salesperson', async () => {
    server.on('GET /api/salesperson-invites/spent-token-123456', failure(400, 'invalid-argument', messages.invalidClaimToken, 'invalid-claim-token'));
    renderApp(server, '/?claim=spent-token-123456');
    await screen.findByRole('heading', { name: messages.signUpTitle });
    await screen.findByRole('button', { name: uiText.signUp });
    expect(screen.queryByText(/You have been invited/)).toBeNull();
    expect(screen.queryByLabelText(uiText.salespersonFirstNameLabel)).toBeNull();
  });
});
