import t from 'tap';
import { messages } from '@guidepass/domain/messages';
import { build, json, latestMailSecrets, refreshCookie, signupBody } from '../../helper.ts';

t.test("wrong password and unknown e-mail answer the original's text", async (t) => {
  const app = await build(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('kago@example.com') });
  for (const payload of [{ email: 'kago@example.com', password: 'wrong-one' }, { email: 'nobody@example.com', password: 'delta-safari-9' }]) {
    const response = await app.inject({ method: 'POST', url: '/auth/login', payload });
    t.equal(response.statusCode, 401);
    t.same(json(response).error, { code: 'unauthenticated', reason: 'invalid-credentials', message: messages.invalidCredentials });
    t.equal(refreshCookie(response), undefined, 'no session cookie');
  }
});

t.test('an unverified login is told to verify but keeps a session it can use for its own profile only', async (t) => {
  const app = await build(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('Kago@Example.com') });
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: ' kago@example.com ', password: 'delta-safari-9' } });
  t.equal(login.statusCode, 200);
  const data = json(login).data;
  t.equal(data.emailVerified, false);
  t.equal(data.message, messages.emailNotVerified);
  t.ok(refreshCookie(login));
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${data.accessToken}` } });
  t.equal(me.statusCode, 200);
  t.equal(json(me).data.emailVerified, false);
});

t.test('verifying by code then logging in gives a verified session and the profile', async (t) => {
  const app = await build(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('neo@example.com', { firstName: ' Neo ', lastName: 'Kgosi' }) });
  const { code } = await latestMailSecrets(app, 'verify-email');
  const verify = await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { email: 'NEO@example.com', code } });
  t.equal(verify.statusCode, 200);
  t.equal(json(verify).data.message, messages.emailVerified);
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'neo@example.com', password: 'delta-safari-9' } });
  t.equal(json(login).data.emailVerified, true);
  t.equal(json(login).data.message, undefined);
  t.equal(json(login).data.expiresIn, 900);
  const me = await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${json(login).data.accessToken}` } });
  t.match(json(me).data, {
    email: 'neo@example.com',
    emailVerified: true,
    salesperson: { firstName: 'Neo', lastName: 'Kgosi', fullName: 'Neo Kgosi' },
    paymentStatus: 'pending',
    membershipExpiry: null,
    membershipActive: false,
  });
});

t.test('a verification link works once; a wrong code works never and five wrong codes spend the code', async (t) => {
  const app = await build(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('link@example.com') });
  const { token } = await latestMailSecrets(app, 'verify-email');
  const first = await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { token } });
  t.equal(first.statusCode, 200);
  const again = await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { token } });
  t.equal(again.statusCode, 400);
  t.same(json(again).error, { code: 'invalid-argument', reason: 'invalid-verification', message: messages.invalidVerification });

  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('code@example.com') });
  const { code } = await latestMailSecrets(app, 'verify-email');
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 0; i < 5; i++) {
    const response = await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { email: 'code@example.com', code: wrong } });
    t.equal(response.statusCode, 400);
  }
  const right = await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { email: 'code@example.com', code } });
  t.equal(right.statusCode, 400, 'the right code no longer works after five wrong ones');
});

t.test('an expired verification token is refused', async (t) => {
  const app = await build(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('late@example.com') });
  const { token } = await latestMailSecrets(app, 'verify-email');
  await app.db.updateTable('email_tokens').set({ expires_at: new Date(Date.now() - 1000) }).execute();
  const response = await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { token } });
  t.equal(response.statusCode, 400);
});

t.test('resend queues a new mail, has a cool-down, and answers the same for unknown addresses', async (t) => {
  const app = await build(t);
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('again@example.com') });
  const first = await app.inject({ method: 'POST', url: '/auth/resend-verification', payload: { email: 'again@example.com' } });
  t.equal(first.statusCode, 200);
  t.equal(json(first).data.message, messages.verificationSent);
  const second = await app.inject({ method: 'POST', url: '/auth/resend-verification', payload: { email: 'again@example.com' } });
  t.equal(second.statusCode, 429);
  t.same(json(second).error, { code: 'resource-exhausted', reason: 'resend-cooldown', message: messages.resendCooldown });
  const unknown = await app.inject({ method: 'POST', url: '/auth/resend-verification', payload: { email: 'ghost@example.com' } });
  t.equal(unknown.statusCode, 200);
  t.equal(json(unknown).data.message, messages.verificationSent);
  const tokens = await app.db.selectFrom('email_tokens').select('id').execute();
  t.equal(tokens.length, 2, 'sign-up and one resend');
});

t.test('the login rate limit trips with 429 resource-exhausted', async (t) => {
  const app = await build(t, { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_EMAIL: '3' });
  const attempt = () => app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'target@example.com', password: 'guess-it' } });
  for (let i = 0; i < 3; i++) t.equal((await attempt()).statusCode, 401);
  const blocked = await attempt();
  t.equal(blocked.statusCode, 429);
  t.same(json(blocked).error, { code: 'resource-exhausted', reason: 'rate-limited', message: messages.tooManyRequests });
  const other = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'other@example.com', password: 'guess-it' } });
  t.equal(other.statusCode, 401, 'another address is not blocked by the per-address limit');
});

t.test('the per-IP limit covers sign-up too', async (t) => {
  const app = await build(t, { RATE_LIMIT_AUTH_PER_IP: '2' });
  const statuses = [];
  for (let i = 0; i < 3; i++) {
    statuses.push((await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody(`ip${i}@example.com`), remoteAddress: '10.9.8.7' })).statusCode);
  }
  t.same(statuses, [201, 201, 429]);
  const users = await app.db.selectFrom('users').select('id').execute();
  t.equal(users.length, 2);
});
