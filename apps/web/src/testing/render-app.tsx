import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { messages } from '@guidepass/domain/messages';
import type { Profile } from '@guidepass/domain/profile';
import { App } from '../app/App.tsx';
import { createApiClient } from '../lib/api-client.ts';
import { createSession } from '../lib/session.ts';
import type { Session } from '../lib/session.ts';
import type { Answer, TestServer } from './test-server.ts';

const sessions: Session[] = [];

/** Renders the whole app at `path`, talking to the test server over real HTTP. */
export function renderApp(server: TestServer, path = '/') {
  window.history.replaceState(null, '', path);
  const client = createApiClient({ baseUrl: server.url });
  const session = createSession(client);
  sessions.push(session);
  const user = userEvent.setup();
  // Strict mode, as main.tsx renders it: effects run twice, which must not send one-shot requests twice.
  return { user, session, ...render(<App client={client} session={session} />, { reactStrictMode: true }) };
}

export function disposeSessions(): void {
  for (const session of sessions.splice(0)) session.dispose();
}

/** The contract's answers that most tests share: nobody signed in, Google configured, Facebook not. */
export function defaultRoutes(server: TestServer): void {
  server.on('POST /auth/refresh', noSession);
  server.on('GET /auth/providers', { body: { data: { google: true, facebook: false } } });
  server.on('POST /auth/logout', { body: { data: {} } });
}

export const noSession: Answer = {
  status: 401,
  body: { error: { code: 'unauthenticated', message: messages.sessionExpired } },
};

export function tokens(accessToken: string, emailVerified: boolean, message?: string): Answer {
  return { body: { data: { accessToken, expiresIn: 900, emailVerified, ...(message ? { message } : {}) } } };
}

export function failure(status: number, code: string, message: string, reason?: string): Answer {
  return { status, body: { error: { code, message, ...(reason ? { reason } : {}) } } };
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    uid: 'u-1',
    email: 'member@example.com',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    salesperson: { firstName: 'Jane', lastName: 'Doe', fullName: 'Jane Doe' },
    paymentStatus: 'pending',
    membershipExpiry: null,
    membershipActive: false,
    ...overrides,
  };
}
