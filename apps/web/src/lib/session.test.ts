// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.ts';
import { createSession, refreshDelayMs } from './session.ts';
import type { Session } from './session.ts';
import { startTestServer } from '../testing/test-server.ts';
import type { TestServer } from '../testing/test-server.ts';

let server: TestServer;
let session: Session;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  session = createSession(createApiClient({ baseUrl: server.url }));
});
afterEach(() => session.dispose());

const unauthenticated = { status: 401, body: { error: { code: 'unauthenticated', message: 'no' } } };

describe('session', () => {
  it('refreshes a minute before expiry, or halfway through a short-lived token', () => {
    expect(refreshDelayMs(900)).toBe(840_000);
    expect(refreshDelayMs(60)).toBe(30_000);
    expect(refreshDelayMs(1)).toBe(1_000);
  });

  it('restores once however often it is asked', async () => {
    server.on('POST /auth/refresh', { body: { data: { accessToken: 'a', expiresIn: 900, emailVerified: true } }, delayMs: 50 });
    await Promise.all([session.restore(), session.restore(), session.restore()]);
    expect(session.getState()).toEqual({ status: 'signed-in', emailVerified: true, email: null });
    expect(server.callsTo('POST /auth/refresh')).toHaveLength(1);
  });

  it('is signed out when there is no session to restore', async () => {
    server.on('POST /auth/refresh', unauthenticated);
    await session.restore();
    expect(session.getState()).toEqual({ status: 'signed-out' });
  });

  it('concurrent 401s share one refresh, since a reused refresh token ends the session', async () => {
    let refreshes = 0;
    server.on('POST /auth/refresh', () => ({
      body: { data: { accessToken: `t${++refreshes}`, expiresIn: 900, emailVerified: true } },
      delayMs: 50,
    }));
    server.on('GET /api/thing', (req) =>
      req.headers.authorization === 'Bearer t1' ? { body: { data: 'ok' } } : unauthenticated,
    );
    session.signIn({ accessToken: 'stale', expiresIn: 900, emailVerified: true }, 'a@b.co');
    const answers = await Promise.all([session.call('/api/thing'), session.call('/api/thing'), session.call('/api/thing')]);
    expect(answers).toEqual(['ok', 'ok', 'ok']);
    expect(refreshes).toBe(1);
    expect(session.getState()).toEqual({ status: 'signed-in', emailVerified: true, email: 'a@b.co' });
  });

  it('refreshes on its own shortly before the token runs out', async () => {
    server.on('POST /auth/refresh', { body: { data: { accessToken: 'next', expiresIn: 900, emailVerified: true } } });
    session.signIn({ accessToken: 'short', expiresIn: 1, emailVerified: true });
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(server.callsTo('POST /auth/refresh')).toHaveLength(1);
  });

  it('an answer arriving after sign-out does not sign anyone back in', async () => {
    server.on('POST /auth/refresh', { body: { data: { accessToken: 'late', expiresIn: 900, emailVerified: true } }, delayMs: 100 });
    server.on('POST /auth/logout', { body: { data: {} } });
    session.signIn({ accessToken: 'a', expiresIn: 900, emailVerified: true });
    const refreshed = session.refresh();
    session.drop();
    expect(await refreshed).toBe(false);
    expect(session.getState()).toEqual({ status: 'signed-out' });
  });

  it('keeps the session through a network failure of a background refresh', async () => {
    const closed = await startTestServer();
    const offline = createSession(createApiClient({ baseUrl: closed.url }));
    await closed.close();
    offline.signIn({ accessToken: 'a', expiresIn: 900, emailVerified: false });
    expect(await offline.refresh()).toBe(false);
    expect(offline.getState().status).toBe('signed-in');
    offline.dispose();
  });
});
