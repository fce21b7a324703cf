import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { messagesFor } from '@guidepass/texts/messages-for';
import { englishLeft, pseudoCatalogue } from '../../../../packages/texts/test/pseudo-language.ts';
import { MessageArea } from '../components/ui/MessageArea.tsx';
import { createApiClient } from '../lib/api-client.ts';
import { ApiProvider } from '../lib/api-context.tsx';
import { createSession } from '../lib/session/create-session.ts';
import { uiText } from '../config/missing-messages.ts';
import { failure, renderApp } from '../testing/render-app.tsx';
import { useAppServer } from '../testing/use-app-server.ts';

// Answers in a second language (the test-only one, every text marked ⟪ ⟫): what the web decides about a message (its
// tone, the support contact under it) must come out as in English, because it is decided from reasons and from what
// the code setting the message knows, never from words. (A failed provider sign-in's sentence in that language:
// packages/domain/test/provider-sign-in-outcomes.test.ts; a failed call's: lib/error-message.test.ts.)

const pseudo = pseudoCatalogue.messages;
const english = messagesFor('en');
const server = useAppServer();

const messageBox = (text: string) => screen.getByText(text).closest('.message');

describe('in a second language', () => {
  it('an answer reporting success is shown as success, whatever its words', async () => {
    server.on('POST /auth/verify-email', { body: { data: { message: pseudo.emailVerified } } });
    renderApp(server, '/verify-email?token=tok-abc');
    await screen.findByText(pseudo.emailVerified);
    expect(messageBox(pseudo.emailVerified)?.className).toContain('message--success');
    expect(screen.getByRole('status').textContent).toContain(pseudo.emailVerified);
  });

  it('a failure the server words itself is shown as a failure, whatever its words', async () => {
    server.on('POST /auth/verify-email', failure(400, 'invalid-argument', pseudo.invalidCredentials, 'invalid-credentials'));
    renderApp(server, '/verify-email?token=tok-bad');
    await screen.findByText(pseudo.invalidCredentials);
    expect(messageBox(pseudo.invalidCredentials)?.className).toContain('message--error');
    expect(screen.getByRole('alert').textContent).toContain(pseudo.invalidCredentials);
  });

  it('the new password is confirmed as success, whatever its words', async () => {
    server.on('POST /auth/password-reset/confirm', { body: { data: { message: pseudo.passwordResetDone } } });
    const { user } = renderApp(server, '/reset-password?token=tok-reset');
    await screen.findByRole('heading', { name: uiText.chooseNewPasswordTitle });
    await user.type(screen.getByLabelText(uiText.passwordLabel), 'newpass1');
    await user.type(screen.getByLabelText(uiText.confirmPasswordLabel), 'newpass1');
    await user.click(screen.getByRole('button', { name: uiText.changePassword }));
    await screen.findByText(pseudo.passwordResetDone);
    expect(messageBox(pseudo.passwordResetDone)?.className).toContain('message--success');
    expect(englishLeft(screen.getByRole('status').textContent ?? '', ['messages'])).toEqual([]);
  });
});

describe('the message area', () => {
  function renderArea(area: React.ReactNode) {
    const client = createApiClient({ baseUrl: server.url });
    const session = createSession(client);
    return render(<ApiProvider client={client} session={session}>{area}</ApiProvider>);
  }

  it('shows how to contact support under a message its setter says names support, in any language', async () => {
    server.on('GET /api/support', { body: { data: { email: 'help@guidepass.bw', whatsapp: null } } });
    renderArea(<MessageArea message={pseudo.profileNotFound} support />);
    expect(await screen.findByRole('link', { name: 'help@guidepass.bw' })).toBeTruthy();
  });

  it('reads no words: English saying "contact support" or reporting success brings neither the contact nor the success tone', async () => {
    server.on('GET /api/support', { body: { data: { email: 'help@guidepass.bw', whatsapp: null } } });
    renderArea(
      <>
        <MessageArea message={english.profileNotFound} />
        <MessageArea message={english.accountCreated} />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('link', { name: 'help@guidepass.bw' })).toBeNull();
    expect(messageBox(english.accountCreated)?.className).toContain('message--error');
  });
});
