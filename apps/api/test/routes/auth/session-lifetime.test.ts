import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { build, json, refreshCookie, verifiedMember } from '../../helper.ts';

const dayMs = 24 * 60 * 60 * 1000;
const refresh = (app: FastifyInstance, cookie: string) => app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie } });
const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
const liveRows = async (app: FastifyInstance) => (await app.db.selectFrom('sessions').select('id').where('revoked_at', 'is', null).execute()).length;

t.test('two tabs refreshing at once with the same cookie both succeed and the family stays live', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'tabs@example.com');
  const [first, second] = await Promise.all([refresh(app, member.cookie), refresh(app, member.cookie)]);
  t.equal(first.statusCode, 200);
  t.equal(second.statusCode, 200);
  for (const answer of [first, second]) {
    t.equal((await me(app, json(answer).data.accessToken)).statusCode, 200, 'each tab’s access token works');
    t.equal((await refresh(app, refreshCookie(answer)!)).statusCode, 200, 'and each tab’s new cookie refreshes again');
  }
  t.equal((await me(app, member.accessToken)).statusCode, 200, 'the family was not revoked');
});

t.test('with no grace configured, an immediate reuse revokes the family', async (t) => {
  const app = await build(t, { SESSION_REFRESH_GRACE_SECONDS: '0' });
  const member = await verifiedMember(app, 'nograce@example.com');
  const rotated = await refresh(app, member.cookie);
  t.equal((await refresh(app, member.cookie)).statusCode, 401);
  t.equal((await refresh(app, refreshCookie(rotated)!)).statusCode, 401, 'the newer token is revoked with its family');
  t.equal(await liveRows(app), 0);
});

t.test('a just-rotated token cannot revive a family that was signed out', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'gone@example.com');
  const rotated = await refresh(app, member.cookie);
  await app.inject({ method: 'POST', url: '/auth/logout', headers: { cookie: refreshCookie(rotated)! } });
  t.equal((await refresh(app, member.cookie)).statusCode, 401, 'within the grace, but the family is over');
  t.equal(await liveRows(app), 0);
});

t.test('a sign-in older than its absolute lifetime cannot be refreshed, however often it was used', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'daily@example.com');
  // Used every day for 30 days: each refresh pushed the idle expiry on, but the sign-in began 30 days and a minute ago.
  await app.db.updateTable('sessions').set({ family_started_at: new Date(Date.now() - 30 * dayMs - 60_000) }).execute();
  const late = await refresh(app, member.cookie);
  t.equal(late.statusCode, 401);
  t.equal(json(late).error?.code, 'unauthenticated');
  t.match(String(late.headers['set-cookie']), /gp_refresh=;/, 'the cookie is cleared');
});

t.test('a successor never outlives the sign-in’s absolute lifetime', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'bounded@example.com');
  const startedAt = new Date(Date.now() - 29 * dayMs);
  await app.db.updateTable('sessions').set({ family_started_at: startedAt }).execute();
  const rotated = await refresh(app, member.cookie);
  t.equal(rotated.statusCode, 200);
  const successor = await app.db.selectFrom('sessions').select(['expires_at', 'family_started_at']).where('revoked_at', 'is', null).executeTakeFirstOrThrow();
  t.equal(successor.family_started_at.getTime(), startedAt.getTime(), 'the successor keeps its sign-in’s start');
  t.equal(successor.expires_at.getTime(), startedAt.getTime() + 30 * dayMs, 'and expires when the sign-in does, not 30 days from now');
});

t.test('the absolute lifetime is configurable', async (t) => {
  const app = await build(t, { SESSION_MAX_AGE_DAYS: '1' });
  const member = await verifiedMember(app, 'short@example.com');
  await app.db.updateTable('sessions').set({ family_started_at: new Date(Date.now() - dayMs - 1000) }).execute();
  t.equal((await refresh(app, member.cookie)).statusCode, 401);
});
