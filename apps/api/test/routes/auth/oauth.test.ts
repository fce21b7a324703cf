import t from 'tap';
import { providerSignInReasons } from '@guidepass/domain/provider-sign-in-outcomes';
import { json, refreshCookie, signupBody, verifiedMember } from '../../helper.ts';
import { authErrorOf, buildAgainst, cookiesOf, profileAfter, signInThroughProvider, strictSandbox, withSandbox } from './provider-flow.ts';

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
  t.equal(location.searchParams.get('auth_error'), providerSignInReasons.accountExists);
  t.equal(refreshCookie(callback), undefined);
});

t.test('a Google sign-up with a referral code credits that salesperson', async (t) => {
  const { app } = await withSandbox(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('seller@example.com', { firstName: 'Boitumelo', lastName: 'Ramotswe' }) });
  const { referral_code } = await app.db.selectFrom('salespersons').select('referral_code').executeTakeFirstOrThrow();
  const callback = await signInThroughProvider(app, 'google', { email: 'new@example.com', name: 'New', email_verified: 'true' }, `?ref=${referral_code}`);
  const profile = await profileAfter(app, callback);
  t.equal(profile.salesperson.fullName, 'Boitumelo Ramotswe');
  t.equal(profile.salespersonChoice, 'open', 'the member is not asked again');
});

t.test('the referral code survives the round trip through Facebook too; an unknown one signs nobody up', async (t) => {
  const { app } = await withSandbox(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('seller@example.com', { firstName: 'Boitumelo', lastName: 'Ramotswe' }) });
  const { id, referral_code } = await app.db.selectFrom('salespersons').select(['id', 'referral_code']).executeTakeFirstOrThrow();
  const start = await app.inject({ url: `/auth/facebook?ref=${referral_code.toLowerCase()}` });
  const kept = start.cookies.find((c) => c.name === 'gp_oauth_ref');
  t.match(kept, { value: referral_code, httpOnly: true, path: '/auth', sameSite: 'Lax' }, 'the code rides in a short-lived cookie scoped to /auth');
  const callback = await signInThroughProvider(app, 'facebook', { email: 'fbref@example.com', name: 'Fb Ref' }, `?ref=${referral_code}`);
  t.match(await profileAfter(app, callback), { salesperson: { fullName: 'Boitumelo Ramotswe' }, salespersonChoice: 'open' });
  t.match(callback.cookies.find((c) => c.name === 'gp_oauth_ref'), { value: '' }, 'the callback clears the cookie');
  const user = await app.db.selectFrom('users').select(['salesperson_id', 'referral_source']).where('email', '=', 'fbref@example.com').executeTakeFirstOrThrow();
  t.same(user, { salesperson_id: id, referral_source: 'referral-code' });

  const unknown = await signInThroughProvider(app, 'google', { email: 'lost@example.com', name: 'Lost', email_verified: 'true' }, '?ref=ZZZZZZ');
  t.equal(authErrorOf(unknown), providerSignInReasons.unknownReferralCode);
  t.equal(refreshCookie(unknown), undefined);
  t.equal(await app.db.selectFrom('users').select('id').where('email', '=', 'lost@example.com').executeTakeFirst(), undefined);
});

t.test('a Google sign-up without a code is asked once who sold guidepass', async (t) => {
  const { app } = await withSandbox(t);
  const callback = await signInThroughProvider(app, 'google', { email: 'plain@example.com', name: 'Plain', email_verified: 'true' });
  const cookie = refreshCookie(callback)!;
  const { accessToken } = json(await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie } })).data;
  const me = async () => json(await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${accessToken}` } })).data;
  t.match(await me(), { salesperson: { fullName: 'Google User' }, salespersonChoice: 'needed', salespersonAccount: null });
  const answered = await app.inject({ method: 'PUT', url: '/api/me/salesperson', payload: { nobody: true }, headers: { authorization: `Bearer ${accessToken}` } });
  t.equal(answered.statusCode, 200);
  t.match(await me(), { salespersonChoice: 'open' }, 'answering "nobody" counts as asked');
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
  t.equal(authErrorOf(takeover), providerSignInReasons.accountExists);
  t.equal(refreshCookie(takeover), undefined);

  const noEmail = await signInThroughProvider(app, 'facebook', { email: '', name: 'No Email User' });
  t.equal(authErrorOf(noEmail), providerSignInReasons.sharedNoEmail);
});

t.test("the provider's error_description never reaches the person: a fixed text, whoever wrote it", async (t) => {
  const { app } = await withSandbox(t);
  const hostile = 'Your account is locked. Call +267 555 0100 and read out your password';
  for (const provider of ['google', 'facebook'] as const) {
    const start = await app.inject({ url: `/auth/${provider}` });
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const crafted = await app.inject({
      url: `/auth/${provider}/callback?${new URLSearchParams({ error: 'access_denied', error_description: hostile, error_reason: hostile, state })}`,
      headers: { cookie: cookiesOf(start) },
    });
    t.equal(authErrorOf(crafted), providerSignInReasons.accessDenied, `${provider}: a denial reads as ours`);
    t.equal(new URL(String(crafted.headers.location)).searchParams.get('provider'), provider);

    const odd = await app.inject({ url: `/auth/${provider}/callback?${new URLSearchParams({ error: hostile, error_description: hostile })}` });
    t.equal(authErrorOf(odd), providerSignInReasons.failed, `${provider}: any other error reads as the generic failure`);
    t.notMatch(String(odd.headers.location), /locked|Call/);
  }

  // The stand-in itself reporting an error on the redirect, with words chosen by whoever built the request.
  const start = await app.inject({ url: '/auth/google' });
  const authorize = new URL(String(start.headers.location));
  authorize.searchParams.set('response_type', hostile);
  const reported = await fetch(authorize, { redirect: 'manual' });
  const back = new URL(reported.headers.get('location')!);
  t.match(back.searchParams.get('error_description'), /locked/, 'the sandbox did report the hostile text');
  const callback = await app.inject({ url: `${back.pathname}${back.search}`, headers: { cookie: cookiesOf(start) } });
  t.equal(authErrorOf(callback), providerSignInReasons.failed);
  t.equal(refreshCookie(callback), undefined);
});

t.test('the product asks for exactly its registered callback and the scopes it reads, and strict stand-ins accept it', async (t) => {
  const { app } = await withSandbox(t);
  const google = new URL(String((await app.inject({ url: '/auth/google' })).headers.location));
  t.equal(google.searchParams.get('redirect_uri'), 'http://app.test/auth/google/callback');
  t.same(google.searchParams.get('scope')!.split(' ').sort(), ['email', 'openid', 'profile']);
  const facebook = new URL(String((await app.inject({ url: '/auth/facebook' })).headers.location));
  t.equal(facebook.searchParams.get('redirect_uri'), 'http://app.test/auth/facebook/callback');
  t.same(facebook.searchParams.get('scope')!.split(/[ ,]/).sort(), ['email', 'public_profile']);

  // The strict Facebook stand-in reads client credentials only as parameters and shares the e-mail only for the
  // email scope: a sign-in that ends with the e-mail on the profile proves both.
  const callback = await signInThroughProvider(app, 'facebook', { email: 'strict@example.com', name: 'Strict' });
  t.match(await profileAfter(app, callback), { email: 'strict@example.com' });
});

t.test('a product whose callback the provider never registered is refused at the provider', async (t) => {
  const sandbox = await strictSandbox(t);
  const app = await buildAgainst(t, sandbox.url, { APP_URL: 'http://elsewhere.test' });
  const google = await fetch(String((await app.inject({ url: '/auth/google' })).headers.location), { redirect: 'manual' });
  t.equal(google.status, 400);
  t.equal(google.headers.get('location'), null);
  t.match(await google.text(), 'redirect_uri_mismatch');
  const facebook = await fetch(String((await app.inject({ url: '/auth/facebook' })).headers.location), { redirect: 'manual' });
  t.equal(facebook.status, 400);
  t.equal(facebook.headers.get('location'), null);
  t.match(await facebook.text(), 'URL Blocked');
});
