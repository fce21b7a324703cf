import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { failure, renderApp, tokens } from '../../../testing/render-app.tsx';
import { stubLocationAssign } from '../../../testing/stub-location-assign.ts';
import { useAppServer } from '../../../testing/use-app-server.ts';

const storageKey = 'gp.referralCode';
const created = { status: 201, body: { data: { uid: 'u-7', message: messages.accountCreated } } };
const closeMatch = failure(409, 'aborted', messages.salespersonCloseMatch(['Neo Kgosi', 'Neo Kgosana']), 'salesperson-close-match');
(closeMatch.body as { error: Record<string, unknown> }).error.suggestions = [{ fullName: 'Neo Kgosi' }, { fullName: 'Neo Kgosana' }];

const server = useAppServer((server) => {
  server.on('GET /api/salespersons/by-code/NEO234', { body: { data: { fullName: 'Neo Kgosi' } } });
  server.on('POST /auth/signup', created);
  server.on('POST /auth/login', tokens('tok-new', false, messages.emailNotVerified));
});

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

const field = (label: string) => screen.getByLabelText(label);
const button = (name: string | RegExp) => screen.getByRole('button', { name });

async function fillAccount(user: ReturnType<typeof renderApp>['user']) {
  await user.type(field(uiText.emailLabel), 'buyer@example.com');
  await user.type(field(uiText.passwordLabel), 'secret1');
  await user.type(field(uiText.confirmPasswordLabel), 'secret1');
}

describe('sign-up through a salesperson link', () => {
  it('/?ref=CODE shows "Sold by <full name>" locked, remembers the code for the tab and signs up with it', async () => {
    // A device someone signed in on before opens on Login; a salesperson's link still opens on Sign Up.
    window.localStorage.setItem('guidepass.signedInHere.v1', 'true');
    const { user } = renderApp(server, '/?ref=NEO234');
    expect(await screen.findByText(uiText.soldBy('Neo Kgosi'))).toBeTruthy();
    expect(screen.getByRole('heading', { name: messages.signUpTitle })).toBeTruthy();
    expect(window.sessionStorage.getItem(storageKey)).toBe('NEO234');
    // Locked: no name or code fields to type over it.
    expect(screen.queryByLabelText(uiText.salespersonFirstNameLabel)).toBeNull();
    expect(screen.queryByLabelText(uiText.referralCodeLabel)).toBeNull();

    await fillAccount(user);
    await user.click(button(uiText.signUp));
    expect(await screen.findByRole('heading', { name: uiText.verifyTitle })).toBeTruthy();
    expect(server.callsTo('POST /auth/signup')[0]?.body).toEqual({
      email: 'buyer@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      referralCode: 'NEO234',
    });
    // The account has it now.
    expect(window.sessionStorage.getItem(storageKey)).toBeNull();
  });

  it('"Not your salesperson?" unlocks the name fields and drops the code', async () => {
    const { user } = renderApp(server, '/?ref=NEO234');
    await user.click(await screen.findByRole('button', { name: uiText.notYourSalesperson }));
    expect(screen.queryByText(uiText.soldBy('Neo Kgosi'))).toBeNull();
    expect(window.sessionStorage.getItem(storageKey)).toBeNull();
    expect(document.activeElement).toBe(field(uiText.salespersonFirstNameLabel));

    await fillAccount(user);
    await user.type(field(uiText.salespersonFirstNameLabel), 'Lesego');
    await user.type(field(uiText.salespersonLastNameLabel), 'Motsumi');
    await user.click(button(uiText.signUp));
    await screen.findByRole('heading', { name: uiText.verifyTitle });
    const sent = server.callsTo('POST /auth/signup')[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ firstName: 'Lesego', lastName: 'Motsumi' });
    expect(sent).not.toHaveProperty('referralCode');
  });

  it('an unknown code says so clearly and leaves the usual name fields; nothing is remembered', async () => {
    server.on('GET /api/salespersons/by-code/NOPE99', failure(404, 'not-found', messages.invalidReferralCode, 'unknown-referral-code'));
    const { user } = renderApp(server, '/?ref=NOPE99');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(messages.invalidReferralCode));
    expect(field(uiText.salespersonFirstNameLabel)).toBeTruthy();
    expect(screen.queryByText(/^Sold by/)).toBeNull();
    expect(window.sessionStorage.getItem(storageKey)).toBeNull();

    // Google is not sent a code that names no one.
    const assign = stubLocationAssign();
    await user.click(button(uiText.signInWithGoogle));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${server.url}/auth/google`));
  });

  for (const [why, answer] of [
    ['refused (429)', failure(429, 'resource-exhausted', messages.tooManyRequests, 'rate-limited')],
    ['fails (503)', failure(503, 'unavailable', messages.unavailable)],
  ] as const) {
    it(`a lookup that is ${why} still credits the code and says "Sold by code NEO234", never blank name fields`, async () => {
      server.on('GET /api/salespersons/by-code/NEO234', answer);
      const { user } = renderApp(server, '/?ref=NEO234');
      expect(await screen.findByText(uiText.soldByCode('NEO234'))).toBeTruthy();
      expect(screen.queryByLabelText(uiText.salespersonFirstNameLabel)).toBeNull();
      expect(screen.queryByLabelText(uiText.referralCodeLabel)).toBeNull();
      await fillAccount(user);
      await user.click(button(uiText.signUp));
      await screen.findByRole('heading', { name: uiText.verifyTitle });
      expect(server.callsTo('POST /auth/signup')[0]?.body).toEqual({ email: 'buyer@example.com', password: 'secret1', confirmPassword: 'secret1', referralCode: 'NEO234' });
    });
  }

  it('the code survives the round trip: Google gets it, and a tab that comes back without it in the address still shows who sold it', async () => {
    const first = renderApp(server, '/?ref=NEO234');
    await screen.findByText(uiText.soldBy('Neo Kgosi'));
    const assign = stubLocationAssign();
    await first.user.click(button(uiText.signInWithGoogle));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`${server.url}/auth/google?ref=NEO234`));
    first.unmount();

    // Back from Google (or from an e-mail link) at a plain address, in the same tab.
    renderApp(server, '/');
    expect(await screen.findByText(uiText.soldBy('Neo Kgosi'))).toBeTruthy();
    expect(server.callsTo('GET /api/salespersons/by-code/NEO234').length).toBeGreaterThanOrEqual(2);
  });

  it('the sign-up view says in one line what is bought: the tiers and their weekly prices, and keeps the original texts', async () => {
    renderApp(server);
    const heading = await screen.findByRole('heading', { name: messages.signUpTitle });
    expect(heading.textContent).toBe('Create Your Account');
    const line = await screen.findByText(/^A guidepass membership/);
    expect(line.textContent).toBe(
      'A guidepass membership to the Botswana guide: Local (Botswana Citizens) P50 / week · SADC Citizens P100 / week · Global Citizens P380 / week.',
    );
    // Read from the public catalogue (the tiers table), not from GET /api/tiers, which needs a sign-in.
    expect(server.callsTo('GET /api/tiers/catalogue')).toHaveLength(1);
    expect(server.callsTo('GET /api/tiers')).toHaveLength(0);
  });

  it('the form does not wait for the line, and an unreadable catalogue leaves it out', async () => {
    server.on('GET /api/tiers/catalogue', { status: 500, body: { error: { code: 'internal', message: 'no' } } });
    renderApp(server);
    expect(await screen.findByRole('heading', { name: messages.signUpTitle })).toBeTruthy();
    await waitFor(() => expect(server.callsTo('GET /api/tiers/catalogue')).toHaveLength(1));
    expect(screen.queryByText(/^A guidepass membership/)).toBeNull();
  });
});

describe('a typed name close to existing salespeople', () => {
  async function signUpAs(firstName: string, lastName: string) {
    server.on('POST /auth/signup', (request) => {
      const body = request.body as Record<string, unknown>;
      return body.confirmNewSalesperson === true || body.lastName === 'Kgosi' ? created : closeMatch;
    });
    const app = renderApp(server);
    await screen.findByRole('heading', { name: messages.signUpTitle });
    await fillAccount(app.user);
    await app.user.type(field(uiText.salespersonFirstNameLabel), firstName);
    await app.user.type(field(uiText.salespersonLastNameLabel), lastName);
    await app.user.click(button(uiText.signUp));
    const group = await screen.findByRole('group', { name: 'Did you mean Neo Kgosi or Neo Kgosana?' });
    return { ...app, group };
  }

  it('offers "Did you mean …?" with focus on the first choice; choosing one signs up with that name', async () => {
    const { user, group } = await signUpAs('Neo', 'Kgosy');
    const choices = within(group).getAllByRole('button').map((b) => b.textContent);
    expect(choices).toEqual(['Neo Kgosi', 'Neo Kgosana', uiText.closeMatchAddTyped('Neo Kgosy')]);
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: 'Neo Kgosi' }));
    expect(screen.queryByRole('heading', { name: uiText.verifyTitle })).toBeNull();

    await user.click(within(group).getByRole('button', { name: 'Neo Kgosi' }));
    expect(await screen.findByRole('heading', { name: uiText.verifyTitle })).toBeTruthy();
    const sent = server.callsTo('POST /auth/signup').map((r) => r.body as Record<string, unknown>);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ firstName: 'Neo', lastName: 'Kgosi' });
    expect(sent[1]).not.toHaveProperty('confirmNewSalesperson');
  });

  it('"No, add <typed name>" signs up with the typed name, confirmed as a new salesperson', async () => {
    const { user, group } = await signUpAs('Neo', 'Kgosy');
    await user.click(within(group).getByRole('button', { name: uiText.closeMatchAddTyped('Neo Kgosy') }));
    expect(await screen.findByRole('heading', { name: uiText.verifyTitle })).toBeTruthy();
    expect(server.callsTo('POST /auth/signup')[1]?.body).toMatchObject({ firstName: 'Neo', lastName: 'Kgosy', confirmNewSalesperson: true });
  });

  it('typing the name again withdraws the question', async () => {
    const { user } = await signUpAs('Neo', 'Kgosy');
    await user.type(field(uiText.salespersonLastNameLabel), 'x');
    expect(screen.queryByRole('group', { name: /Did you mean/ })).toBeNull();
  });
});
