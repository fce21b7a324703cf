import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { messages } from '@guidepass/domain/messages';
import { uiText } from '../../../config/missing-messages.ts';
import { failure, profile, renderApp, tokens } from '../../../testing/render-app.tsx';
import { useAppServer } from '../../../testing/use-app-server.ts';

// Nothing out of sight: a problem is scrolled into view, marks the field to fix, describes it, takes focus there,
// and is announced again when it repeats.

const server = useAppServer();

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const button = (name: string) => screen.getByRole('button', { name });
const alertText = () => screen.getByRole('alert').querySelector('.message__text p')?.textContent ?? null;

let scrolled: Element[] = [];
beforeEach(() => {
  scrolled = [];
  // jsdom has no layout: record what asked to be scrolled into view, and how.
  Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    expect(options).toEqual({ block: 'center' });
    scrolled.push(this);
  });
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

/** The field is marked invalid and described by the message area, which holds `message`. */
function expectMarked(input: HTMLInputElement, message: string) {
  expect(input.getAttribute('aria-invalid')).toBe('true');
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  const descriptions = ids.map((id) => document.getElementById(id)?.textContent ?? '');
  expect(descriptions.some((text) => text.includes(message))).toBe(true);
}

async function openSignUp() {
  const app = renderApp(server);
  await screen.findByRole('heading', { name: messages.signUpTitle });
  return app;
}

describe('problems on the auth forms', { timeout: 60_000 }, () => {
  it('mismatched passwords: the message scrolls into view, the confirmation is marked, described and focused', async () => {
    const { user } = await openSignUp();
    await user.type(field(uiText.emailLabel), 'new@example.com');
    await user.type(field(uiText.passwordLabel), 'secret1');
    await user.type(field(uiText.confirmPasswordLabel), 'secret2');
    await user.type(field(uiText.salespersonFirstNameLabel), 'Jane');
    await user.type(field(uiText.salespersonLastNameLabel), 'Doe');
    await user.click(button(uiText.signUp));

    await waitFor(() => expect(alertText()).toBe(messages.passwordsDoNotMatch));
    const confirm = field(uiText.confirmPasswordLabel);
    expectMarked(confirm, messages.passwordsDoNotMatch);
    expect(document.activeElement).toBe(confirm);
    expect(field(uiText.passwordLabel).hasAttribute('aria-invalid')).toBe(false);
    expect(scrolled.some((element) => element.contains(screen.getByRole('alert')))).toBe(true);
  });

  it('the same error again is rendered afresh, so screen readers announce it again', async () => {
    server.on('POST /auth/signup', failure(400, 'invalid-argument', messages.salespersonNameRequired, 'salesperson-name-required'));
    const { user } = await openSignUp();
    await user.type(field(uiText.emailLabel), 'new@example.com');
    await user.type(field(uiText.passwordLabel), 'secret1');
    await user.type(field(uiText.confirmPasswordLabel), 'secret1');
    await user.click(button(uiText.signUp));
    await waitFor(() => expect(alertText()).toBe(messages.salespersonNameRequired));
    const first = screen.getByText(messages.salespersonNameRequired);
    expect(document.activeElement).toBe(field(uiText.salespersonFirstNameLabel));

    await user.click(button(uiText.signUp));
    await waitFor(() => expect(screen.getByText(messages.salespersonNameRequired)).not.toBe(first));
    expect(first.isConnected).toBe(false);
    expect(alertText()).toBe(messages.salespersonNameRequired);
    expect(scrolled.length).toBeGreaterThanOrEqual(2);
  });

  it('the e-mail already in use marks and focuses the e-mail field', async () => {
    server.on('POST /auth/signup', failure(409, 'aborted', messages.emailAlreadyInUse, 'email-already-in-use'));
    const { user } = await openSignUp();
    await user.type(field(uiText.emailLabel), 'taken@example.com');
    await user.type(field(uiText.passwordLabel), 'secret1');
    await user.type(field(uiText.confirmPasswordLabel), 'secret1');
    await user.type(field(uiText.salespersonFirstNameLabel), 'Jane');
    await user.type(field(uiText.salespersonLastNameLabel), 'Doe');
    await user.click(button(uiText.signUp));
    await waitFor(() => expect(alertText()).toBe(messages.emailAlreadyInUse));
    expectMarked(field(uiText.emailLabel), messages.emailAlreadyInUse);
    expect(document.activeElement).toBe(field(uiText.emailLabel));
  });

  it('a wrong password: focus returns to the password field, not the page body', async () => {
    server.on('POST /auth/login', failure(401, 'unauthenticated', messages.invalidCredentials, 'invalid-credentials'));
    const { user } = await openSignUp();
    await user.click(button(uiText.toLogin));
    await user.type(field(uiText.emailLabel), 'who@example.com');
    await user.type(field(uiText.loginPasswordLabel), 'wrong-pw');
    await user.click(button(uiText.login));
    await waitFor(() => expect(alertText()).toBe(messages.invalidCredentials));
    const password = field(uiText.loginPasswordLabel);
    expectMarked(password, messages.invalidCredentials);
    expect(document.activeElement).toBe(password);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('a wrong code: focus returns to the code field, marked and described', async () => {
    server.on('POST /auth/login', tokens('tok-u', false, messages.emailNotVerified));
    server.on('GET /api/me', { body: { data: profile({ email: 'late@example.com', emailVerified: false }) } });
    server.on('POST /auth/verify-email', failure(400, 'invalid-argument', messages.invalidVerification, 'invalid-verification'));
    const { user } = await openSignUp();
    await user.click(button(uiText.toLogin));
    await user.type(field(uiText.emailLabel), 'late@example.com');
    await user.type(field(uiText.loginPasswordLabel), 'secret1');
    await user.click(button(uiText.login));
    await screen.findByRole('heading', { name: uiText.verifyTitle });
    // the code step loads on demand (it is not part of the first view, product.md §19)
    await user.type(await screen.findByLabelText(uiText.verificationCodeLabel), '000000');
    await user.click(button(uiText.verify));
    await waitFor(() => expect(alertText()).toBe(messages.invalidVerification));
    const code = field(uiText.verificationCodeLabel);
    expectMarked(code, messages.invalidVerification);
    expect(document.activeElement).toBe(code);
  });

  it('sign-up explains in one line what "salesperson" means, for both name fields', async () => {
    await openSignUp();
    const hint = screen.getByText(uiText.salespersonHint);
    for (const label of [uiText.salespersonFirstNameLabel, uiText.salespersonLastNameLabel]) {
      expect(field(label).getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
    }
  });
});
