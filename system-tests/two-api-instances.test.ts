import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { deriveEmailToken } from '@guidepass/domain/email-token';
import { buildApp } from '../apps/api/src/app.ts';
import { startSystem, type System } from './helper.ts';

const password = 'delta-safari-9';

/**
 * The system (api A, worker, sandbox) and a second api B on the same database and Redis, both serving /api/me from
 * their live caches: A's and B's own memory must both learn of what the other (or the worker) wrote.
 */
async function twoApis(t: Test) {
  const system = await startSystem(t);
  const second = await buildApp(system.config, { webRoot: '/nonexistent', logger: false });
  await second.listen({ host: '127.0.0.1', port: 0 });
  const apis = { A: system.apiUrl, B: `http://127.0.0.1:${(second.server.address() as AddressInfo).port}` };
  await system.eventually(() => system.app.liveCache.listening && second.liveCache.listening, Boolean, 5_000, 20);
  t.ok(system.app.liveCache.listening && second.liveCache.listening, 'both caches listening, so reads are served from memory');
  return { system, second, apis };
}

async function me(apiUrl: string, token: string) {
  const response = await fetch(`${apiUrl}/api/me`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as any };
}

/** Another sign-in of the same member: its access token and its refresh cookie. */
async function login(system: System, email: string, newPassword = password) {
  const response = await fetch(`${system.apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: newPassword }),
  });
  const body = (await response.json()) as any;
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('gp_refresh='))!.split(';')[0]!;
  return { token: body.data.accessToken as string, cookie };
}

/** Polls both apis until each refuses the token; the time each took from `since`, and whether the first read refused. */
async function refusedOnBoth(apis: Record<string, string>, token: string, since: number) {
  const result: Record<string, { ms: number; firstRead: boolean }> = {};
  for (const [name, url] of Object.entries(apis)) {
    let reads = 0;
    while (Date.now() - since < 5_000) {
      reads += 1;
      if ((await me(url, token)).status === 401) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    result[name] = { ms: Date.now() - since, firstRead: reads === 1 };
  }
  return result;
}

t.test('logout on one api: the old access token is refused on both within 1 s', async (t) => {
  const { system, second, apis } = await twoApis(t);
  try {
    const member = await system.member();
    const session = await login(system, member.email);
    for (const url of Object.values(apis)) t.equal((await me(url, session.token)).status, 200, 'cached as live on both');
    for (const url of Object.values(apis)) t.equal((await me(url, session.token)).status, 200);

    const loggedOut = Date.now();
    const logout = await fetch(`${apis.B}/auth/logout`, { method: 'POST', headers: { cookie: session.cookie } });
    t.equal(logout.status, 200);
    const refused = await refusedOnBoth(apis, session.token, loggedOut);
    for (const [name, { ms, firstRead }] of Object.entries(refused)) {
      t.ok(ms < 1000, `api ${name} refuses within 1 s (${ms} ms)`);
      t.ok(firstRead, `api ${name} refuses on its first read after the logout`);
    }
    t.equal((await me(apis.A, member.token)).status, 200, "the member's other sign-in is untouched");
  } finally {
    await second.close();
  }
});

t.test('password change on one api: the other sign-ins are refused on both within 1 s; the changer stays', async (t) => {
  const { system, second, apis } = await twoApis(t);
  try {
    const member = await system.member();
    const other = await login(system, member.email);
    for (const url of Object.values(apis)) t.equal((await me(url, other.token)).status, 200);

    const changedAt = Date.now();
    const change = await fetch(`${apis.A}/auth/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
      body: JSON.stringify({ currentPassword: password, newPassword: 'okavango-delta-77' }),
    });
    t.equal(change.status, 200);
    const refused = await refusedOnBoth(apis, other.token, changedAt);
    for (const [name, { ms, firstRead }] of Object.entries(refused)) {
      t.ok(ms < 1000, `api ${name} refuses within 1 s (${ms} ms)`);
      t.ok(firstRead, `api ${name} refuses on its first read after the change`);
    }
    for (const url of Object.values(apis)) t.equal((await me(url, member.token)).status, 200, "the changer's own sign-in stays");
  } finally {
    await second.close();
  }
});

t.test('password reset on one api: every sign-in is refused on both', async (t) => {
  const { system, second, apis } = await twoApis(t);
  try {
    const member = await system.member();
    for (const url of Object.values(apis)) t.equal((await me(url, member.token)).status, 200);
    t.equal((await system.call('POST', '/auth/password-reset', { email: member.email })).status, 200);
    const token = await system.db.selectFrom('email_tokens').select('id').where('user_id', '=', member.uid).where('purpose', '=', 'reset').executeTakeFirstOrThrow();
    const { code } = deriveEmailToken(system.config.jwtSecret, token.id);
    const resetAt = Date.now();
    const reset = await fetch(`${apis.B}/auth/password-reset/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, code, password: 'okavango-delta-77', confirmPassword: 'okavango-delta-77' }),
    });
    t.equal(reset.status, 200);
    const refused = await refusedOnBoth(apis, member.token, resetAt);
    for (const [name, { ms, firstRead }] of Object.entries(refused)) {
      t.ok(ms < 1000, `api ${name} refuses within 1 s (${ms} ms)`);
      t.ok(firstRead, `api ${name} refuses on its first read after the reset`);
    }
  } finally {
    await second.close();
  }
});

t.test('an activation written by the worker is visible on the very next GET /api/me on both apis', async (t) => {
  const { system, second, apis } = await twoApis(t);
  try {
    const member = await system.member();
    for (const url of Object.values(apis)) {
      t.equal((await me(url, member.token)).body.data.membershipActive, false, 'not active, and cached so');
      t.equal((await me(url, member.token)).body.data.membershipActive, false);
    }
    const start = await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local', userId: member.uid }, member.token);
    t.equal(start.status, 200);
    await system.paypalDecision(start.body.data.redirectUrl, 'approve');
    const capture = await system.call('POST', '/api/payments/paypal/capture', { orderId: start.body.data.orderId }, member.token);
    t.same(capture.body.data, { success: true, status: 'captured' }, 'the worker captured and activated');
    for (const [name, url] of Object.entries(apis)) {
      const profile = await me(url, member.token);
      t.equal(profile.body.data.membershipActive, true, `api ${name}: active on the next read`);
      t.equal(profile.body.data.paymentStatus, 'paid');
    }
  } finally {
    await second.close();
  }
});
