import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { messages } from '@guidepass/domain/messages';
import { build, json, latestMailSecrets, queuedMail, signupBody, verifiedMember } from '../../helper.ts';

const attacker = '203.0.113.66';
const victim = '198.51.100.7';

const wrongCode = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

t.test('junk link-token requests from one client do not block another person’s link verification', async (t) => {
  const app = await build(t, { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_EMAIL: '3' });
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('linked@example.com'), remoteAddress: victim });
  const { token } = await latestMailSecrets(app, 'verify-email');
  for (let i = 0; i < 10; i++) {
    const junk = await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { token: `junk-token-${i}-`.padEnd(32, 'x') }, remoteAddress: attacker });
    t.equal(junk.statusCode, 400, 'junk is refused, not counted against everyone');
  }
  const real = await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { token }, remoteAddress: victim });
  t.equal(real.statusCode, 200);
  t.equal(json(real).data.message, messages.emailVerified);
});

t.test('junk reset-by-link requests do not block another person’s reset by link', async (t) => {
  const app = await build(t, { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_EMAIL: '3' });
  await verifiedMember(app, 'resetter@example.com');
  await app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: 'resetter@example.com' }, remoteAddress: victim });
  const { token } = await latestMailSecrets(app, 'password-reset');
  const confirm = (payload: object, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/auth/password-reset/confirm', payload: { password: 'Kalahari-77', confirmPassword: 'Kalahari-77', ...payload }, remoteAddress });
  for (let i = 0; i < 10; i++) t.equal((await confirm({ token: `junk-${i}`.padEnd(40, 'y') }, attacker)).statusCode, 400);
  t.equal((await confirm({ token }, victim)).statusCode, 200);
});

t.test('one link token hammered is still limited (by its hash), without touching other tokens', async (t) => {
  const app = await build(t, { RATE_LIMIT_AUTH_PER_IP: '1000', RATE_LIMIT_AUTH_PER_EMAIL: '3' });
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { token: 'same-junk-token-'.padEnd(32, 'z') } })).statusCode);
  t.same(statuses, [400, 400, 400, 429]);
});

async function signedUpWithCode(app: FastifyInstance, email: string) {
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody(email) });
  return (await latestMailSecrets(app, 'verify-email')).code;
}

t.test('20 parallel wrong guesses count at most 5 attempts, and the right code is refused afterwards', async (t) => {
  const app = await build(t);
  const code = await signedUpWithCode(app, 'guessed@example.com');
  const guesses = await Promise.all(
    Array.from({ length: 20 }, (_, i) => app.inject({ method: 'POST', url: '/auth/verify-email', payload: { email: 'guessed@example.com', code: wrongCode(code, i) } })),
  );
  t.ok(guesses.every((g) => g.statusCode === 400));
  const rows = await app.db.selectFrom('email_tokens').select('attempts').execute();
  t.same(rows, [{ attempts: 5 }], 'each guess is compared only after it was counted, and only five ever were');
  const right = await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { email: 'guessed@example.com', code } });
  t.equal(right.statusCode, 400);
  t.equal(json(right).error?.reason, 'invalid-verification');
});

t.test('four wrong guesses still leave the right code working', async (t) => {
  const app = await build(t);
  const code = await signedUpWithCode(app, 'careful@example.com');
  for (let i = 0; i < 4; i++) await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { email: 'careful@example.com', code: wrongCode(code, i) } });
  t.equal((await app.inject({ method: 'POST', url: '/auth/verify-email', payload: { email: 'careful@example.com', code } })).statusCode, 200);
});

t.test('resends past the daily cap answer the same and send no mail', async (t) => {
  const app = await build(t, { EMAIL_CODES_PER_DAY: '3' });
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('flood@example.com') });
  const answers = [];
  for (let i = 0; i < 5; i++) {
    // The per-address cool-down would hide the cap; it is lifted here to reach it within the test.
    await app.redis.del(`${app.config.queuePrefix}:cooldown:resend:flood@example.com`);
    const resend = await app.inject({ method: 'POST', url: '/auth/resend-verification', payload: { email: 'flood@example.com' } });
    answers.push([resend.statusCode, json(resend).data?.message]);
  }
  t.same(answers, Array(5).fill([200, messages.verificationSent]));
  t.equal((await queuedMail(app)).length, 3, 'the sign-up mail and two resends; nothing past the cap');
  t.equal((await app.db.selectFrom('email_tokens').select('id').execute()).length, 3, 'and no fresh codes to guess');
});

t.test('password-reset requests count against the same daily cap', async (t) => {
  const app = await build(t, { EMAIL_CODES_PER_DAY: '2' });
  await verifiedMember(app, 'reset-flood@example.com');
  for (let i = 0; i < 3; i++) {
    await app.redis.del(`${app.config.queuePrefix}:cooldown:reset:reset-flood@example.com`);
    const ask = await app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: 'reset-flood@example.com' } });
    t.equal(json(ask).data.message, messages.passwordResetSent);
  }
  t.same((await queuedMail(app)).map((m) => m.kind), ['verify-email', 'password-reset']);
});
