import { randomBytes, randomInt } from 'node:crypto';
import t, { type Test } from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { build, json, signupBody, verifiedMember } from '../../helper.ts';
import { buildAgainst, strictSandbox } from './provider-flow.ts';

const https = { APP_URL: 'https://app.test' };
const { password } = signupBody('');
const setCookies = (response: LightMyRequestResponse) => [response.headers['set-cookie'] ?? []].flat().map(String);
const cookieNamed = (response: LightMyRequestResponse, name: string) => {
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie?.value ? `${name}=${cookie.value}` : undefined;
};

t.test('a crafted refresh cookie is a 4xx, never a 5xx, and changes nothing', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'fuzz@example.com');
  const [id, secret] = member.cookie.replace('gp_refresh=', '').split('.') as [string, string];
  const crafted = [
    `${'-'.repeat(36)}.${'A'.repeat(43)}`, // matched the old id pattern, but is no UUID: Postgres refused it with a 500
    `${'f'.repeat(36)}.${secret}`,
    `${id.toUpperCase()}.${secret}`,
    `${id}.${secret}.${secret}`,
    `${id}.${'A'.repeat(100_000)}`,
    'x'.repeat(60_000),
    `${id}%00.${secret}`,
    `${id}\u0000.${secret}`,
    `${id}.é${secret}`,
    '%E0%A4%A',
    '"' + `${id}.${secret}` + '"',
    `${'-'.repeat(36)}.${'B'.repeat(43)}; gp_refresh=${id}.${'C'.repeat(43)}`,
    '',
    '=',
    '\u{1F600}'.repeat(50),
  ];
  const alphabet = '0123456789abcdef-.ABCDEFxyz_%"=;, \\é\u{1F600}\u00a0';
  for (let i = 0; i < 150; i++) crafted.push(Array.from({ length: randomInt(1, 160) }, () => [...alphabet][randomInt([...alphabet].length)]).join(''));
  for (let i = 0; i < 50; i++) crafted.push(`${id.slice(0, randomInt(37))}.${randomBytes(randomInt(1, 80)).toString('base64url')}`);

  const serverErrors: string[] = [];
  for (const value of crafted) {
    for (const url of ['/auth/refresh', '/auth/logout']) {
      let response: LightMyRequestResponse;
      try {
        response = await app.inject({ method: 'POST', url, headers: { cookie: `gp_refresh=${value}` } });
      } catch {
        continue; // a header no HTTP client could send at all
      }
      if (response.statusCode >= 500) serverErrors.push(`${url} ${JSON.stringify(value.slice(0, 80))} → ${response.statusCode}`);
      else if (url === '/auth/refresh') t.equal(json(response).error?.code, 'unauthenticated', JSON.stringify(value.slice(0, 40)));
    }
  }
  t.same(serverErrors, [], 'no crafted cookie produced a 5xx');
  t.equal((await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: member.cookie } })).statusCode, 200, 'the real session survived');
});

t.test('over HTTPS the cookies are __Host- prefixed (Secure, Path=/) and still work', async (t) => {
  const app = await build(t, { ...https, ADMIN_EMAILS: 'boss@example.com' });
  const member = await verifiedMember(app, 'boss@example.com');
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'boss@example.com', password } });
  const [setRefresh] = setCookies(login);
  t.match(setRefresh, /^__Host-gp_refresh=[^;]+; /);
  t.match(setRefresh, /; Path=\/(;|$)/);
  t.match(setRefresh, /; Secure/);
  t.notMatch(setRefresh, /Domain=/i);
  const cookie = cookieNamed(login, '__Host-gp_refresh')!;

  const rotated = await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie } });
  t.equal(rotated.statusCode, 200);
  const next = cookieNamed(rotated, '__Host-gp_refresh')!;
  const bare = `gp_refresh=${next.split('=')[1]}`;
  t.equal((await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: bare } })).statusCode, 401, 'an unprefixed cookie (one a subdomain could plant) is not read');

  const admin = await app.inject({ method: 'POST', url: '/api/admin/session', headers: { authorization: `Bearer ${member.accessToken}` } });
  t.equal(admin.statusCode, 200);
  const [setAdmin] = setCookies(admin);
  t.match(setAdmin, /^__Host-gp_admin=[^;]+; .*Path=\/(;|$)/);
  t.match(setAdmin, /; Secure/);
  const page = await app.inject({ method: 'GET', url: '/admin/earnings', headers: { cookie: cookieNamed(admin, '__Host-gp_admin')! } });
  t.equal(page.statusCode, 200, 'the admin pages open with the prefixed cookie');

  const logout = await app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: next } });
  t.match(setCookies(logout)[0], /^__Host-gp_refresh=; .*Path=\/.*Secure/);
  t.equal((await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: next } })).statusCode, 401);
});

t.test('over HTTPS the OAuth state, verifier and referral cookies are __Host- prefixed and the sign-in still works', async (t) => {
  const sandbox = await strictSandbox(t, https.APP_URL);
  const app = await buildAgainst(t, sandbox.url, https);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('seller@example.com', { firstName: 'Boitumelo', lastName: 'Ramotswe' }) });
  const { referral_code: ref } = await app.db.selectFrom('salespersons').select('referral_code').executeTakeFirstOrThrow();
  const start = await app.inject({ url: `/auth/google?ref=${ref}` });
  t.equal(start.statusCode, 302);
  const flowCookies = setCookies(start);
  t.equal(flowCookies.length, 3, 'referral, state and PKCE verifier');
  for (const cookie of flowCookies) {
    t.match(cookie, /^__Host-gp_oauth_(ref|state|verifier)=[^;]+; /);
    t.match(cookie, /; Path=\/(;|$)/);
    t.match(cookie, /; Secure/);
  }
  const authorize = new URL(String(start.headers.location));
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), decision: 'allow', email: 'secure@example.com', name: 'S', email_verified: 'true' });
  const decision = await fetch(new URL('/google/authorize/decision', authorize.origin), { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(decision.headers.get('location')!);
  const cookie = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const callback = await app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie } });
  t.equal(callback.statusCode, 302);
  t.equal(callback.headers.location, 'https://app.test/', String(callback.headers.location));
  const refresh = cookieNamed(callback, '__Host-gp_refresh');
  t.ok(refresh, 'the session cookie is __Host- prefixed too');
  t.equal((await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: refresh! } })).statusCode, 200);
  const user = await app.db.selectFrom('users').select('salesperson_full_name').where('email', '=', 'secure@example.com').executeTakeFirstOrThrow();
  t.equal(user.salesperson_full_name, 'Boitumelo Ramotswe', 'the prefixed referral cookie was read back');
});

t.test('over plain http (development) the cookies keep their names and paths', async (t) => {
  const app = await build(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('plain@example.com') });
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'plain@example.com', password } });
  t.match(setCookies(login)[0], /^gp_refresh=[^;]+; .*Path=\/auth/);
  t.notMatch(setCookies(login)[0], /Secure/);
});

const noStore = (t: Test, response: LightMyRequestResponse, what: string) => t.equal(response.headers['cache-control'], 'no-store', what);

t.test('every answer carrying a token or a profile says Cache-Control: no-store', async (t) => {
  const app: FastifyInstance = await build(t, { ADMIN_EMAILS: 'keeper@example.com' });
  const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('keeper@example.com') });
  noStore(t, signup, 'sign-up');
  const member = await verifiedMember(app, 'keeper2@example.com');
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'keeper2@example.com', password } });
  noStore(t, login, 'login');
  noStore(t, await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: member.cookie } }), 'refresh');
  noStore(t, await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { token: 'x'.repeat(32) } }), 'verification (an error)');
  noStore(t, await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${member.accessToken}` } }), 'profile');
  noStore(t, await app.inject({ method: 'GET', url: '/api/me' }), 'a 401 too');
  noStore(t, await app.inject({ method: 'GET', url: '/auth/google' }), 'an OAuth answer');
});
