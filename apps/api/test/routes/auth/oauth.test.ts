import t, { type Test } from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { build, json, refreshCookie, signupBody, verifiedMember } from '../../helper.ts';

async function withSandbox(t: Test) {
  const sandbox = await startSandbox();
  t.teardown(() => sandbox.close());
  const app = await build(t, {
    GOOGLE_CLIENT_ID: sandboxDefaults.google.clientId,
    GOOGLE_CLIENT_SECRET: sandboxDefaults.google.clientSecret,
    GOOGLE_ISSUER: `${sandbox.url}/google`,
    FACEBOOK_CLIENT_ID: sandboxDefaults.facebook.clientId,
    FACEBOOK_CLIENT_SECRET: sandboxDefaults.facebook.clientSecret,
    FACEBOOK_AUTH_URL: `${sandbox.url}/facebook`,
    FACEBOOK_GRAPH_URL: `${sandbox.url}/facebook`,
  });
  return { app, sandbox };
}

const cookiesOf = (response: LightMyRequestResponse) => response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Walks the code flow: our start route, the sandbox consent decision, our callback. Returns the callback answer. */
async function signInThroughProvider(app: FastifyInstance, provider: 'google' | 'facebook', identity: Record<string, string>, query = '') {
  const start = await app.inject({ url: `/auth/${provider}${query}` });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const authorize = new URL(String(start.headers.location));
  const decisionPath = provider === 'google' ? '/google/authorize/decision' : '/facebook/dialog/oauth/decision';
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), decision: 'allow', ...identity });
  const decision = await fetch(new URL(decisionPath, authorize.origin), { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(decision.headers.get('location')!);
  return app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: cookiesOf(start) } });
}

async function profileAfter(app: FastifyInstance, callback: LightMyRequestResponse) {
  const cookie = refreshCookie(callback);
  if (!cookie) throw new Error(`no session after callback: ${callback.headers.location}`);
  const refreshed = await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie } });
  const me = await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${json(refreshed).data.accessToken}` } });
  return json(me).data;
}

t.test('Google sign-in through the sandbox creates a Google User profile and a session', async (t) => {
  const { app } = await withSandbox(t);
  t.same(json(await app.inject({ url: '/auth/providers' })).data, { google: true, facebook: true });
  const callback = await signInThroughProvider(app, 'google', { email: 'thato@example.com', name: 'Thato Molefe', email_verified: 'true' });
  t.equal(callback.statusCode, 302);
  t.equal(callback.headers.location, 'http://app.test/');
  const profile = await profileAfter(app, callback);
  t.match(profile, { email: 'thato@example.com', emailVerified: true, salesperson: { firstName: 'N/A', lastName: 'N/A', fullName: 'Google User' } });
  const again = await signInThroughProvider(app, 'google', { email: 'thato@example.com', name: 'Thato Molefe', email_verified: 'true' });
  t.equal((await profileAfter(app, again)).uid, profile.uid, 'the same Google account signs into the same user');
  t.equal((await app.db.selectFrom('salespersons').select('id').execute()).length, 0, 'no salesperson record for the placeholder');
});

t.test("Google's verified e-mail signs into an existing password account", async (t) => {
  const { app } = await withSandbox(t);
  const member = await verifiedMember(app, 'kagiso@example.com');
  const callback = await signInThroughProvider(app, 'google', { email: 'kagiso@example.com', name: 'Kagiso', email_verified: 'true' });
  const profile = await profileAfter(app, callback);
  t.equal(profile.uid, member.uid);
  t.equal(profile.salesperson.fullName, 'Neo Kgosi', 'the account keeps its salesperson');
});

t.test("an unverified Google e-mail cannot take over an existing account", async (t) => {
  const { app } = await withSandbox(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('taken@example.com') });
  const callback = await signInThroughProvider(app, 'google', { email: 'taken@example.com', name: 'X', email_verified: 'false' });
  const location = new URL(String(callback.headers.location));
  t.equal(location.searchParams.get('provider'), 'google');
  t.match(location.searchParams.get('auth_error'), /already exists/);
  t.equal(refreshCookie(callback), undefined);
});

t.test('a Google sign-up with a referral code credits that salesperson', async (t) => {
  const { app } = await withSandbox(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('seller@example.com', { firstName: 'Boitumelo', lastName: 'Ramotswe' }) });
  const { referral_code } = await app.db.selectFrom('salespersons').select('referral_code').executeTakeFirstOrThrow();
  const callback = await signInThroughProvider(app, 'google', { email: 'new@example.com', name: 'New', email_verified: 'true' }, `?ref=${referral_code}`);
  const profile = await profileAfter(app, callback);
  t.equal(profile.salesperson.fullName, 'Boitumelo Ramotswe');
});

t.test('cancelling at the provider returns to the app with the reason', async (t) => {
  const { app } = await withSandbox(t);
  const start = await app.inject({ url: '/auth/google' });
  const authorize = new URL(String(start.headers.location));
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), decision: 'deny' });
  const decision = await fetch(new URL('/google/authorize/decision', authorize.origin), { method: 'POST', body: form, redirect: 'manual' });
  const back = new URL(decision.headers.get('location')!);
  const callback = await app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: cookiesOf(start) } });
  const location = new URL(String(callback.headers.location));
  t.equal(location.searchParams.get('provider'), 'google');
  t.ok(location.searchParams.get('auth_error'));
  t.equal(refreshCookie(callback), undefined);
});

t.test('a callback with a forged state signs nobody in', async (t) => {
  const { app } = await withSandbox(t);
  const start = await app.inject({ url: '/auth/google' });
  const callback = await app.inject({ url: '/auth/google/callback?code=abc&state=forged', headers: { cookie: cookiesOf(start) } });
  t.equal(callback.statusCode, 302);
  t.ok(new URL(String(callback.headers.location)).searchParams.get('auth_error'));
  t.equal(refreshCookie(callback), undefined);
  t.same(await app.db.selectFrom('users').select('id').execute(), []);
});

t.test('Facebook sign-in creates an account; its e-mail may not take over a password account', async (t) => {
  const { app } = await withSandbox(t);
  const callback = await signInThroughProvider(app, 'facebook', { email: 'fb@example.com', name: 'Fb Person' });
  const profile = await profileAfter(app, callback);
  t.match(profile, { email: 'fb@example.com', emailVerified: true, salesperson: { fullName: 'Facebook User' } });

  await verifiedMember(app, 'owner@example.com');
  const takeover = await signInThroughProvider(app, 'facebook', { email: 'owner@example.com', name: 'Owner' });
  t.match(new URL(String(takeover.headers.location)).searchParams.get('auth_error'), /already exists/);
  t.equal(refreshCookie(takeover), undefined);

  const noEmail = await signInThroughProvider(app, 'facebook', { email: '', name: 'No Email User' });
  t.match(new URL(String(noEmail.headers.location)).searchParams.get('auth_error'), /email/);
});
