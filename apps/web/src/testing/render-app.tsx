import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { messages } from '@guidepass/domain/messages';
import type { Profile } from '@guidepass/domain/profile';
import type { TiersAnswer } from '@guidepass/domain/payments';
import { App } from '../app/App.tsx';
import type { PaymentTimings } from '../features/payment/hooks/use-payment-return.ts';
import { createApiClient } from '../lib/api-client.ts';
import { createSession } from '../lib/session/create-session.ts';
import type { Session } from '../lib/session/session-types.ts';
import type { Answer, TestServer } from './test-server.ts';

const sessions: Session[] = [];

/** Renders the whole app at `path`, talking to the test server over real HTTP. */
export function renderApp(server: TestServer, path = '/', options: { paymentTimings?: PaymentTimings } = {}) {
  window.history.replaceState(null, '', path);
  const client = createApiClient({ baseUrl: server.url });
  const session = createSession(client);
  sessions.push(session);
  const user = userEvent.setup();
  // Strict mode, as main.tsx renders it: effects run twice, which must not send one-shot requests twice.
  return { user, session, ...render(<App client={client} session={session} paymentTimings={options.paymentTimings} />, { reactStrictMode: true }) };
}

export function disposeSessions(): void {
  for (const session of sessions.splice(0)) session.dispose();
}

/**
 * The contract's answers that most tests share: nobody signed in, Google configured, Facebook not,
 * both payment providers configured, the guide open to whoever asks.
 */
export function defaultRoutes(server: TestServer): void {
  server.on('POST /auth/refresh', noSession);
  server.on('GET /auth/providers', { body: { data: { google: true, facebook: false } } });
  server.on('POST /auth/logout', { body: { data: {} } });
  server.on('GET /api/tiers', { body: { data: tiersAnswer() } });
  server.on('GET /api/tiers/catalogue', { body: { data: { tiers: tiersAnswer().tiers.map(({ id, name, weeklyPrice }) => ({ id, name, weeklyPrice })) } } });
  server.on('POST /api/guide/session', { body: { data: { path: '/guide/h.p.s/', expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() } } });
}

/** GET /api/tiers for a first purchase: two weeks of each tier. */
export function tiersAnswer(): TiersAnswer {
  const offer = (id: 'local' | 'sadc' | 'global', name: string, description: string, weekly: number, usd: string, zar: string) => ({
    id,
    name,
    description,
    weeklyPrice: `P${weekly}`,
    weeks: 2,
    total: `P${weekly * 2}`,
    charge: {
      paypal: { currency: 'USD', amount: usd, label: `US$${usd}` },
      yoco: { currency: 'ZAR', amount: zar, label: `R${zar}` },
      dpo: { currency: 'BWP', amount: `${weekly * 2}.00`, label: `P${weekly * 2}` },
    },
  });
  return {
    tiers: [
      offer('local', 'Local (Botswana Citizens)', 'Access for Botswana citizens', 50, '7.40', '133.00'),
      offer('sadc', 'SADC Citizens', 'Access for SADC region citizens', 100, '14.80', '266.00'),
      offer('global', 'Global Citizens', 'Access for international users', 380, '56.20', '1010.00'),
    ],
    providers: { paypal: true, yoco: true, dpo: false },
    mobileMoney: [],
  };
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
