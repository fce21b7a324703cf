import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { messages } from '@guidepass/domain/messages';
import { build, json, refreshCookie, verifiedMember } from '../../helper.ts';

const oldPassword = 'delta-safari-9';
const newPassword = 'sausage-tree-77';

const login = (app: FastifyInstance, email: string, password: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: '/auth/login', payload: { email, password }, remoteAddress });
const me = (app: FastifyInstance, accessToken: string) => app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${accessToken}` } });
const refresh = (app: FastifyInstance, cookie: string) => app.inject({ method: 'POST', url: '/auth/refresh', headers: { cookie } });
const change = (app: FastifyInstance, accessToken: string | null, payload: unknown, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/auth/change-password',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    payload: payload as Record<string, unknown>,
    remoteAddress,
  });

/** A member signed in twice: `caller` changes the password, `other` is another device's sign-in. */
async function memberWithTwoSessions(app: FastifyInstance, email: string) {
  const caller = await verifiedMember(app, email);
  const otherLogin = await login(app, email, oldPassword);
  const other = { accessToken: json(otherLogin).data.accessToken as string, cookie: refreshCookie(otherLogin)! };
  return { caller, other };
}

t.test('changing the password keeps the caller signed in and signs every other session out at once', async (t) => {
  const app = await build(t);
  const { caller, other } = await memberWithTwoSessions(app, 'changer@example.com');
  t.equal((await me(app, other.accessToken)).statusCode, 200, 'the other session works before');

  const response = await change(app, caller.accessToken, { currentPassword: oldPassword, newPassword });
  t.equal(response.statusCode, 200);
  t.same(json(response).data, { message: messages.passwordChanged });
  t.equal(response.headers['cache-control'], 'no-store');

  t.equal((await me(app, other.accessToken)).statusCode, 401, "the other session's access token is dead");
  t.equal((await refresh(app, other.cookie)).statusCode, 401, "the other session's refresh token is dead");
  t.equal((await me(app, caller.accessToken)).statusCode, 200, "the caller's access token still works");
  const callerRefresh = await refresh(app, caller.cookie);
  t.equal(callerRefresh.statusCode, 200, "the caller's refresh token still works");
  t.equal((await me(app, json(callerRefresh).data.accessToken)).statusCode, 200);

  t.equal((await login(app, 'changer@example.com', oldPassword)).statusCode, 401, 'the old password is refused');
  t.equal((await login(app, 'changer@example.com', newPassword)).statusCode, 200, 'the new password signs in');
});

t.test('a wrong current password is 401 invalid-credentials and changes nothing', async (t) => {
  const app = await build(t);
  const { caller, other } = await memberWithTwoSessions(app, 'guesser@example.com');
  const hashBefore = (await app.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash;
  const response = await change(app, caller.accessToken, { currentPassword: 'not-my-password', newPassword });
  t.equal(response.statusCode, 401);
  t.same(json(response).error, { code: 'unauthenticated', reason: 'invalid-credentials', message: messages.currentPasswordWrong });
  t.equal((await app.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash, hashBefore);
  t.equal((await me(app, other.accessToken)).statusCode, 200, 'other sessions untouched');
  t.equal((await me(app, caller.accessToken)).statusCode, 200, 'the caller is not signed out');
  t.equal((await login(app, 'guesser@example.com', newPassword)).statusCode, 401);
});

t.test('the new password follows the sign-up rules: too short or too common is 400 and changes nothing', async (t) => {
  const app = await build(t);
  const { caller, other } = await memberWithTwoSessions(app, 'rules@example.com');
  const cases = [
    { password: 'abc', reason: 'weak-password', message: messages.invalidCredentials },
    { password: 'password', reason: 'password-too-common', message: messages.passwordTooCommon },
    { password: '123456', reason: 'password-too-common', message: messages.passwordTooCommon },
    { password: 'Qwerty123', reason: 'password-too-common', message: messages.passwordTooCommon },
  ];
  for (const c of cases) {
    const response = await change(app, caller.accessToken, { currentPassword: oldPassword, newPassword: c.password });
    t.equal(response.statusCode, 400, c.password);
    t.same(json(response).error, { code: 'invalid-argument', reason: c.reason, message: c.message }, c.password);
  }
  t.equal((await me(app, other.accessToken)).statusCode, 200, 'other sessions untouched');
  t.equal((await login(app, 'rules@example.com', oldPassword)).statusCode, 200, 'the old password still works');
});

t.test('bad bodies are 400 and no access token is 401, changing nothing', async (t) => {
  const app = await build(t);
  const { caller } = await memberWithTwoSessions(app, 'bodies@example.com');
  const bodies = [
    {},
    { currentPassword: oldPassword },
    { newPassword },
    { currentPassword: oldPassword, newPassword: 42 },
    { currentPassword: oldPassword, newPassword, confirmPassword: newPassword },
    { currentPassword: oldPassword, newPassword: 'x'.repeat(300) },
  ];
  for (const body of bodies) {
    const response = await change(app, caller.accessToken, body);
    t.equal(response.statusCode, 400, JSON.stringify(body).slice(0, 80));
    t.equal(json(response).error?.code, 'invalid-argument');
  }
  const anonymous = await change(app, null, { currentPassword: oldPassword, newPassword });
  t.equal(anonymous.statusCode, 401);
  t.equal(json(anonymous).error?.reason, 'session-required');
  t.equal((await login(app, 'bodies@example.com', oldPassword)).statusCode, 200, 'the password is unchanged');
});

t.test('an account without a password (provider sign-in only) gets 409 password-not-set', async (t) => {
  const app = await build(t);
  const { caller } = await memberWithTwoSessions(app, 'google-only@example.com');
  await app.db.updateTable('users').set({ password_hash: null }).execute();
  const response = await change(app, caller.accessToken, { currentPassword: 'anything-at-all', newPassword });
  t.equal(response.statusCode, 409);
  t.same(json(response).error, { code: 'aborted', reason: 'password-not-set', message: messages.noPasswordToChange });
  t.equal((await app.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash, null);
});

t.test('guessing the current password is limited per account, whatever the IP', async (t) => {
  const app = await build(t, { RATE_LIMIT_AUTH_PER_EMAIL: '3' });
  const { caller } = await memberWithTwoSessions(app, 'hammered@example.com');
  for (let i = 0; i < 3; i++) {
    const guess = await change(app, caller.accessToken, { currentPassword: `guess-${i}-xyz`, newPassword }, `10.0.0.${i + 1}`);
    t.equal(guess.statusCode, 401, `guess ${i + 1}`);
  }
  const limited = await change(app, caller.accessToken, { currentPassword: oldPassword, newPassword }, '10.0.0.99');
  t.equal(limited.statusCode, 429);
  t.equal(json(limited).error?.reason, 'rate-limited');
  t.equal((await login(app, 'hammered@example.com', oldPassword)).statusCode, 200, 'the limited request changed nothing');

  const { caller: someoneElse } = await memberWithTwoSessions(app, 'bystander@example.com');
  const unaffected = await change(app, someoneElse.accessToken, { currentPassword: oldPassword, newPassword }, '10.0.0.99');
  t.equal(unaffected.statusCode, 200, "another account is not blocked by this account's limit");
});

t.test('the route is in the OpenAPI document, behind the bearer token', async (t) => {
  const app = await build(t);
  const document = (await app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown }>> };
  const operation = document.paths['/auth/change-password']?.post;
  t.ok(operation?.requestBody, 'documented with its body');
  t.same(operation?.security, [{ bearer: [] }]);
});
