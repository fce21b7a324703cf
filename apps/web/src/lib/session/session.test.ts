// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../api-client.ts';
import { createSession } from './create-session.ts';
import { createLastSignInStore } from './last-sign-in.ts';
import { refreshDelayMs } from './refresh-timer.ts';
import type { Session } from './session-types.ts';
import { startTestServer } from '../../testing/test-server.ts';
import type { TestServer } from '../../testing/test-server.ts';

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

  describe('opening signed out at once (the browser asks for it where no payment return needs the session)', () => {
    const openAtOnce = (lastSignIn = createLastSignInStore()) => {
      session.dispose();
      session = createSession(createApiClient({ baseUrl: server.url }), { lastSignIn, openSignedOutAtOnce: () => true });
      return lastSignIn;
    };

    it('with no sign-in known here, is signed out before the refresh answers, and signs in if it finds a session', async () => {
      openAtOnce();
      server.on('POST /auth/refresh', { body: { data: { accessToken: 'a', expiresIn: 900, emailVerified: true } }, delayMs: 50 });
      const restored = session.restore();
      expect(session.getState()).toEqual({ status: 'signed-out' });
      await restored;
      expect(session.getState()).toEqual({ status: 'signed-in', emailVerified: true, email: null });
      expect(server.callsTo('POST /auth/refresh')).toHaveLength(1);
    });

    it('waits for the refresh when someone is signed in here', async () => {
      const lastSignIn = openAtOnce();
      lastSignIn.write({ email: 'a@b.co', emailVerified: true, profile: null });
      server.on('POST /auth/refresh', { body: { data: { accessToken: 'a', expiresIn: 900, emailVerified: true } }, delayMs: 50 });
      const restored = session.restore();
      expect(session.getState()).toEqual({ status: 'loading' });
      await restored;
      expect(session.getState()).toMatchObject({ status: 'signed-in' });
    });

    it('waits for the refresh after leaving for a provider sign-in, once', async () => {
      const lastSignIn = openAtOnce();
      lastSignIn.noteProviderSignIn();
      server.on('POST /auth/refresh', { ...unauthenticated, delayMs: 50 });
      const restored = session.restore();
      expect(session.getState()).toEqual({ status: 'loading' });
      await restored;
      expect(session.getState()).toEqual({ status: 'signed-out' });
      expect(lastSignIn.takeProviderSignIn()).toBe(false);
    });

    it('a provider sign-in left long ago no longer counts', () => {
      const values = new Map<string, string>();
      const storage = { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), removeItem: (k: string) => void values.delete(k) };
      const lastSignIn = createLastSignInStore(storage);
      lastSignIn.noteProviderSignIn();
      const key = [...values.keys()][0]!;
      values.set(key, String(Date.now() - 31 * 60_000));
      expect(lastSignIn.takeProviderSignIn()).toBe(false);
      lastSignIn.noteProviderSignIn();
      expect(lastSignIn.takeProviderSignIn()).toBe(true);
    });

    it('without the option, waits for the refresh', async () => {
      server.on('POST /auth/refresh', { ...unauthenticated, delayMs: 50 });
      const restored = session.restore();
      expect(session.getState()).toEqual({ status: 'loading' });
      await restored;
      expect(session.getState()).toEqual({ status: 'signed-out' });
    });
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

describe('session without a network', () => {
  const member = { accessToken: 'fresh', expiresIn: 900, emailVerified: true };
  const snapshot = {
    uid: 'u-1',
    email: 'member@example.com',
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    salesperson: { firstName: 'Jane', lastName: 'Doe', fullName: 'Jane Doe' },
    paymentStatus: 'pending' as const,
    membershipExpiry: null,
    membershipActive: false,
  };

  /** A port nothing listens on (yet): requests to it fail without an HTTP answer, as with no network. */
  async function downPort(): Promise<{ url: string; port: number }> {
    const probe = await startTestServer();
    await probe.close();
    return { url: probe.url, port: Number(new URL(probe.url).port) };
  }

  /** Plays the browser's `online` event. */
  function onlineEvents() {
    const listeners = new Set<() => void>();
    return {
      onOnline(listener: () => void) {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      fire: () => listeners.forEach((listener) => listener()),
      count: () => listeners.size,
    };
  }

  function rememberedStore() {
    const store = createLastSignInStore();
    store.write({ email: 'member@example.com', emailVerified: true, profile: snapshot });
    return store;
  }

  it('opens as the last signed-in person when the refresh cannot reach the server', async () => {
    const down = await downPort();
    const offline = createSession(createApiClient({ baseUrl: down.url }), { lastSignIn: rememberedStore() });
    await offline.restore();
    expect(offline.getState()).toEqual({ status: 'signed-in', emailVerified: true, email: 'member@example.com', offline: true });
    expect(offline.lastProfile()).toEqual(snapshot);
    offline.dispose();
  });

  it('is signed out when the server cannot be reached and nobody signed in on this device', async () => {
    const down = await downPort();
    const offline = createSession(createApiClient({ baseUrl: down.url }), { lastSignIn: createLastSignInStore() });
    await offline.restore();
    expect(offline.getState()).toEqual({ status: 'signed-out' });
    offline.dispose();
  });

  it('signs in for real when the network comes back, without a reload', async () => {
    const down = await downPort();
    const events = onlineEvents();
    const offline = createSession(createApiClient({ baseUrl: down.url }), { lastSignIn: rememberedStore(), onOnline: events.onOnline });
    await offline.restore();
    expect(offline.getState()).toMatchObject({ offline: true });

    const back = await startTestServer({ 'POST /auth/refresh': { body: { data: member } } }, { port: down.port });
    try {
      events.fire();
      await expect.poll(() => offline.getState()).toEqual({ status: 'signed-in', emailVerified: true, email: 'member@example.com' });
      expect(back.callsTo('POST /auth/refresh')).toHaveLength(1);
    } finally {
      offline.dispose();
      await back.close();
    }
    expect(events.count(), 'dispose stops listening').toBe(0);
  });

  it('the network back while the offline refresh is still under way: asks again once it fails, not at the 30 s retry', async () => {
    // The first refresh hangs, then loses its connection (no HTTP answer, as when the network drops); the next is answered.
    let calls = 0;
    let dropFirst: () => void = () => {};
    const flaky = createServer((request, response) => {
      calls += 1;
      if (calls === 1) dropFirst = () => request.socket.destroy();
      else response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: member }));
    });
    await new Promise<void>((resolve) => flaky.listen(0, '127.0.0.1', resolve));
    const events = onlineEvents();
    const { port } = flaky.address() as AddressInfo;
    const offline = createSession(createApiClient({ baseUrl: `http://127.0.0.1:${port}` }), { lastSignIn: rememberedStore(), onOnline: events.onOnline });
    try {
      const restoring = offline.restore();
      await expect.poll(() => calls).toBe(1);
      events.fire();
      dropFirst();
      await restoring;
      await expect.poll(() => offline.getState()).toEqual({ status: 'signed-in', emailVerified: true, email: 'member@example.com' });
      expect(calls).toBe(2);
    } finally {
      offline.dispose();
      flaky.closeAllConnections();
      await new Promise((resolve) => flaky.close(resolve));
    }
  });

  it('a 401 once the network is back signs out and forgets the last sign-in', async () => {
    const down = await downPort();
    const events = onlineEvents();
    const store = rememberedStore();
    const offline = createSession(createApiClient({ baseUrl: down.url }), { lastSignIn: store, onOnline: events.onOnline });
    await offline.restore();

    const back = await startTestServer({ 'POST /auth/refresh': unauthenticated }, { port: down.port });
    try {
      events.fire();
      await expect.poll(() => offline.getState()).toEqual({ status: 'signed-out' });
      expect(store.read()).toBeNull();
    } finally {
      offline.dispose();
      await back.close();
    }
  });

  it('a 401 on restore signs out and forgets the last sign-in', async () => {
    server.on('POST /auth/refresh', unauthenticated);
    const store = rememberedStore();
    const online = createSession(createApiClient({ baseUrl: server.url }), { lastSignIn: store });
    await online.restore();
    expect(online.getState()).toEqual({ status: 'signed-out' });
    expect(store.read()).toBeNull();
    online.dispose();
  });

  it('remembers who signed in and their profile, never a token', async () => {
    const values = new Map<string, string>();
    const storage = { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), removeItem: (k: string) => void values.delete(k) };
    const store = createLastSignInStore(storage);
    const online = createSession(createApiClient({ baseUrl: server.url }), { lastSignIn: store });
    online.signIn({ accessToken: 'secret-access-token', expiresIn: 900, emailVerified: true }, 'member@example.com');
    online.rememberProfile(snapshot);
    expect(store.read()).toEqual({ email: 'member@example.com', emailVerified: true, profile: snapshot });
    expect([...values.values()].join('\n')).not.toContain('secret-access-token');
    online.dispose();
  });

  it('a sign-in as someone else does not carry the previous profile over', () => {
    const store = rememberedStore();
    const online = createSession(createApiClient({ baseUrl: server.url }), { lastSignIn: store });
    online.signIn({ accessToken: 'a', expiresIn: 900, emailVerified: true }, 'other@example.com');
    expect(store.read()).toEqual({ email: 'other@example.com', emailVerified: true, profile: null });
    online.dispose();
  });

  it('a sign-out that cannot reach the server is finished at the next start', async () => {
    const down = await downPort();
    const store = rememberedStore();
    const first = createSession(createApiClient({ baseUrl: down.url }), { lastSignIn: store });
    await first.restore();
    await first.signOut();
    expect(first.getState()).toEqual({ status: 'signed-out' });
    expect(store.read()).toBeNull();
    expect(store.signOutPending()).toBe(true);
    first.dispose();

    const back = await startTestServer({ 'POST /auth/logout': { body: { data: {} } } }, { port: down.port });
    const next = createSession(createApiClient({ baseUrl: back.url }), { lastSignIn: store });
    try {
      await next.restore();
      expect(next.getState()).toEqual({ status: 'signed-out' });
      expect(back.callsTo('POST /auth/logout')).toHaveLength(1);
      expect(back.callsTo('POST /auth/refresh'), 'the old cookie must not sign anyone back in').toHaveLength(0);
      expect(store.signOutPending()).toBe(false);
    } finally {
      next.dispose();
      await back.close();
    }
  });
});

describe('who signed in on this device', () => {
  it('remembers after signing out that someone signed in here, and forgets it with a deleted account', async () => {
    server.on('POST /auth/logout', { body: { data: {} } });
    const store = createLastSignInStore();
    const here = createSession(createApiClient({ baseUrl: server.url }), { lastSignIn: store });
    try {
      expect(here.signedInHere()).toBe(false);
      here.signIn({ accessToken: 'a', expiresIn: 900, emailVerified: true }, 'me@example.com');
      await here.signOut();
      expect(store.read()).toBeNull();
      expect(here.signedInHere()).toBe(true);
      here.signIn({ accessToken: 'b', expiresIn: 900, emailVerified: true }, 'me@example.com');
      here.drop();
      expect(here.signedInHere()).toBe(false);
    } finally {
      here.dispose();
    }
  });
});
