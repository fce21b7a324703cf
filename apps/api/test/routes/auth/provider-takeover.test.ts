import t, { type Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import { json, refreshCookie, signupBody, verifiedMember } from '../../helper.ts';
import { providerSignInReasons } from '@guidepass/domain/provider-sign-in-outcomes';
import { authErrorOf, profileAfter, signInThroughProvider, withSandbox } from './provider-flow.ts';

const attackerPassword = signupBody('x').password;

/** The attacker signs up with the victim's address and a password of their own, and signs in (unverified). */
async function attackerSignsUpAs(app: FastifyInstance, email: string) {
  const signup = await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody(email, { firstName: 'Crooked', lastName: 'Seller' }) });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: attackerPassword } });
  return { uid: json(signup).data.uid as string, accessToken: json(login).data.accessToken as string, cookie: refreshCookie(login)! };
}

/** Everything the attacker held before the owner's provider sign-in no longer works. */
async function attackerLockedOut(t: Test, app: FastifyInstance, email: string, attacker: Awaited<ReturnType<typeof attackerSignsUpAs>>) {
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: attackerPassword } });
  t.equal(login.statusCode, 401, "the attacker's password no longer signs in");
  const refresh = await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: attacker.cookie } });
  t.equal(refresh.statusCode, 401, "the attacker's session is dead");
  const me = await app.inject({ url: '/api/me', headers: { authorization: `Bearer ${attacker.accessToken}` } });
  t.equal(me.statusCode, 401, "the attacker's access token is dead");
  const leftovers = await app.db.selectFrom('email_tokens').select('id').where('user_id', '=', attacker.uid).execute();
  t.same(leftovers, [], "the attacker's e-mail tokens are gone");
}

for (const provider of ['google', 'facebook'] as const) {
  t.test(`${provider}: the owner's sign-in takes over an unverified sign-up made with their address, and the squatter is out`, async (t) => {
    const { app } = await withSandbox(t);
    const email = `victim-${provider}@example.com`;
    const attacker = await attackerSignsUpAs(app, email);

    const identity = { email, name: 'Real Owner', ...(provider === 'google' ? { email_verified: 'true' } : {}) };
    const callback = await signInThroughProvider(app, provider, identity);
    t.equal(authErrorOf(callback), null);
    const profile = await profileAfter(app, callback);
    t.equal(profile.email, email);
    t.equal(profile.emailVerified, true);
    t.not(profile.uid, attacker.uid, 'a fresh account, not the one the attacker made');
    t.equal(profile.salesperson.fullName, provider === 'google' ? 'Google User' : 'Facebook User', "not the attacker's salesperson");

    await attackerLockedOut(t, app, email, attacker);
    const owners = await app.db.selectFrom('users').select('id').where('email', '=', email).execute();
    t.same(owners, [{ id: profile.uid }], 'one owner of the address');
    const again = await signInThroughProvider(app, provider, identity);
    t.equal((await profileAfter(app, again)).uid, profile.uid, 'the owner keeps signing in to the same account');
  });
}

t.test('a referral code brought by the owner decides the salesperson of the taken-over account', async (t) => {
  const { app } = await withSandbox(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('seller@example.com', { firstName: 'Boitumelo', lastName: 'Ramotswe' }) });
  const { referral_code } = await app.db.selectFrom('salespersons').select('referral_code').where('full_name', '=', 'Boitumelo Ramotswe').executeTakeFirstOrThrow();
  await attackerSignsUpAs(app, 'owner@example.com');
  const callback = await signInThroughProvider(app, 'google', { email: 'owner@example.com', name: 'Owner', email_verified: 'true' }, `?ref=${referral_code}`);
  t.equal((await profileAfter(app, callback)).salesperson.fullName, 'Boitumelo Ramotswe');
});

t.test('an unverified Google address takes nothing over: the sign-up stays and no session starts', async (t) => {
  const { app } = await withSandbox(t);
  const first = await attackerSignsUpAs(app, 'pending@example.com');
  const callback = await signInThroughProvider(app, 'google', { email: 'pending@example.com', name: 'X', email_verified: 'false' });
  t.equal(authErrorOf(callback), providerSignInReasons.accountExists);
  t.equal(refreshCookie(callback), undefined);
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'pending@example.com', password: attackerPassword } });
  t.equal(login.statusCode, 200, 'the sign-up and its password stay until its owner verifies or a provider vouches');
  t.same(await app.db.selectFrom('users').select('id').where('email', '=', 'pending@example.com').execute(), [{ id: first.uid }]);
});

t.test('a verified account links to Google and keeps its password; Facebook is refused and changes nothing', async (t) => {
  const { app } = await withSandbox(t);
  const member = await verifiedMember(app, 'member@example.com');
  const facebook = await signInThroughProvider(app, 'facebook', { email: 'member@example.com', name: 'Member' });
  t.equal(authErrorOf(facebook), providerSignInReasons.accountExists);
  t.equal(refreshCookie(facebook), undefined);
  const stillIn = await app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie: member.cookie } });
  t.equal(stillIn.statusCode, 200, "the member's session is untouched");

  const google = await signInThroughProvider(app, 'google', { email: 'member@example.com', name: 'Member', email_verified: 'true' });
  t.equal((await profileAfter(app, google)).uid, member.uid);
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'member@example.com', password: attackerPassword } });
  t.equal(login.statusCode, 200, 'the owner still has their own password');
});
