import t from 'tap';
import { build, json, refreshCookie, verifiedMember } from '../../helper.ts';

const refresh = (app: Awaited<ReturnType<typeof build>>, cookie: string) =>
  app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie } });
const me = (app: Awaited<ReturnType<typeof build>>, token: string) =>
  app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });

t.test('refresh rotates the token and the new access token works', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'rot@example.com');
  const rotated = await refresh(app, member.cookie);
  t.equal(rotated.statusCode, 200);
  t.equal(json(rotated).data.emailVerified, true);
  const next = refreshCookie(rotated)!;
  t.not(next, member.cookie);
  const setCookie = String(rotated.headers['set-cookie']);
  t.match(setCookie, /HttpOnly/);
  t.match(setCookie, /SameSite=Strict/);
  t.match(setCookie, /Path=\/auth/);
  t.equal((await me(app, json(rotated).data.accessToken)).statusCode, 200);
  t.equal((await refresh(app, next)).statusCode, 200);
});

t.test('a refresh token reused after the grace revokes its whole family', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'reuse@example.com');
  const rotated = await refresh(app, member.cookie);
  const current = refreshCookie(rotated)!;
  // The replay comes after the grace a second tab gets (SESSION_REFRESH_GRACE_SECONDS, 10 s by default).
  await app.db.updateTable('sessions').set({ rotated_at: new Date(Date.now() - 11_000) }).where('rotated_at', 'is not', null).execute();
  const replay = await refresh(app, member.cookie);
  t.equal(replay.statusCode, 401);
  t.equal(json(replay).error?.code, 'unauthenticated');
  t.equal((await refresh(app, current)).statusCode, 401, 'the legitimate newer token is revoked too');
  t.equal((await me(app, json(rotated).data.accessToken)).statusCode, 401, 'and so are its access tokens');
  t.equal((await me(app, member.accessToken)).statusCode, 401);
});

t.test('after logout the refresh token and the access token are useless', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'out@example.com');
  const logout = await app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: member.cookie } });
  t.equal(logout.statusCode, 200);
  t.match(String(logout.headers['set-cookie']), /gp_refresh=;/);
  t.equal((await refresh(app, member.cookie)).statusCode, 401);
  t.equal((await me(app, member.accessToken)).statusCode, 401);
});

t.test('forged, missing and malformed refresh cookies are refused without side effects', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'forge@example.com');
  const [id] = member.cookie.replace('gp_refresh=', '').split('.');
  for (const cookie of ['', 'gp_refresh=garbage', `gp_refresh=${id}.${'A'.repeat(43)}`]) {
    const response = await app.inject({ method: 'POST', url: '/auth/refresh', headers: cookie ? { cookie } : {} });
    t.equal(response.statusCode, 401);
  }
  t.equal((await refresh(app, member.cookie)).statusCode, 200, 'a forged secret did not revoke the real session');
});

t.test('access tokens: missing, forged and expired are 401 in the error shape', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'tok@example.com');
  const forged = member.accessToken.slice(0, -4) + 'AAAA';
  const expired = app.jwt.sign({ sub: member.uid, fam: '00000000-0000-4000-8000-000000000000' }, { expiresIn: -10 });
  for (const headers of [{}, { authorization: `Bearer ${forged}` }, { authorization: `Bearer ${expired}` }, { authorization: 'Basic abc' }]) {
    const response = await app.inject({ method: 'GET', url: '/api/me', headers });
    t.equal(response.statusCode, 401);
    t.equal(json(response).error?.code, 'unauthenticated');
  }
});

t.test('deleting the account needs a recent sign-in, then removes it and makes its tokens useless', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'bye@example.com');
  await app.db.updateTable('sessions').set({ created_at: new Date(Date.now() - 6 * 60 * 1000) } as never).execute();
  const stale = await app.inject({ method: 'DELETE', url: '/api/me', headers: { authorization: `Bearer ${member.accessToken}` } });
  t.equal(stale.statusCode, 401);
  t.same(json(stale).error, {
    code: 'unauthenticated',
    reason: 'requires-recent-login',
    message: 'Failed to delete account: your last sign-in was more than 5 minutes ago. Please log out and log in again, then try to delete.',
  });
  t.ok(await app.db.selectFrom('users').select('id').executeTakeFirst(), 'still there');

  const fresh = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'bye@example.com', password: 'delta-safari-9' } });
  const token = json(fresh).data.accessToken;
  const deleted = await app.inject({ method: 'DELETE', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  t.equal(deleted.statusCode, 200);
  t.equal(json(deleted).data.message, 'Account deleted successfully.');
  t.equal(await app.db.selectFrom('users').select('id').executeTakeFirst(), undefined);
  t.same(await app.db.selectFrom('sessions').select('id').execute(), []);
  t.same(await app.db.selectFrom('email_tokens').select('id').execute(), []);
  t.equal((await me(app, token)).statusCode, 401);
  t.equal((await refresh(app, refreshCookie(fresh)!)).statusCode, 401);
  const relogin = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'bye@example.com', password: 'delta-safari-9' } });
  t.equal(relogin.statusCode, 401);
});

t.test('payments stay, anonymised, when their account is deleted', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'payer@example.com');
  await app.db
    .insertInto('payments')
    .values({ user_id: member.uid, tier_id: 'local', provider: 'paypal', provider_ref: 'ORDER1', amount_minor: 740, currency: 'USD', price_thebe: 10000, weeks: 2 })
    .execute();
  await app.inject({ method: 'DELETE', url: '/api/me', headers: { authorization: `Bearer ${member.accessToken}` } });
  const payments = await app.db.selectFrom('payments').select(['user_id', 'provider_ref']).execute();
  t.same(payments, [{ user_id: null, provider_ref: 'ORDER1' }]);
});
