import t from 'tap';
import { messages } from '@guidepass/domain/messages';
import { build, json, latestMailSecrets, queuedMail, verifiedMember } from '../../helper.ts';

t.test('a reset changes the password, verifies the address and signs every session out', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'forgot@example.com');
  const ask = await app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: 'forgot@example.com' } });
  t.equal(json(ask).data.message, messages.passwordResetSent);
  const { token } = await latestMailSecrets(app, 'password-reset');
  const mismatch = await app.inject({ method: 'POST', url: '/auth/password-reset/confirm', payload: { token, password: 'newpass-okavango', confirmPassword: 'newpass-kalahari' } });
  t.equal(json(mismatch).error?.message, messages.passwordsDoNotMatch);
  const done = await app.inject({ method: 'POST', url: '/auth/password-reset/confirm', payload: { token, password: 'newpass-okavango', confirmPassword: 'newpass-okavango' } });
  t.equal(done.statusCode, 200);
  t.equal(json(done).data.message, messages.passwordResetDone);
  t.equal((await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${member.accessToken}` } })).statusCode, 401);
  t.equal((await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'forgot@example.com', password: 'delta-safari-9' } })).statusCode, 401);
  t.equal((await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'forgot@example.com', password: 'newpass-okavango' } })).statusCode, 200);
  const reuse = await app.inject({ method: 'POST', url: '/auth/password-reset/confirm', payload: { token, password: 'another-pass-3', confirmPassword: 'another-pass-3' } });
  t.equal(reuse.statusCode, 400);
  t.equal(json(reuse).error?.reason, 'invalid-reset-token');
});

t.test('a reset request reveals nothing about whether the address exists', async (t) => {
  const app = await build(t);
  const known = await app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: 'ghost@example.com' } });
  t.equal(known.statusCode, 200);
  t.equal(json(known).data.message, messages.passwordResetSent);
  t.same(await queuedMail(app), []);
});

t.test('an expired reset code is refused', async (t) => {
  const app = await build(t);
  await verifiedMember(app, 'slow@example.com');
  await app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: 'slow@example.com' } });
  const { code } = await latestMailSecrets(app, 'password-reset');
  await app.db.updateTable('email_tokens').set({ expires_at: new Date(Date.now() - 1) }).where('purpose', '=', 'reset').execute();
  const response = await app.inject({
    method: 'POST',
    url: '/auth/password-reset/confirm',
    payload: { email: 'slow@example.com', code, password: 'newpass-okavango', confirmPassword: 'newpass-okavango' },
  });
  t.equal(response.statusCode, 400);
});

t.test('a reset to a common password is refused and the reset code still works for a better one', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'weak-reset@example.com');
  await app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: 'weak-reset@example.com' } });
  const { token } = await latestMailSecrets(app, 'password-reset');
  const common = await app.inject({ method: 'POST', url: '/auth/password-reset/confirm', payload: { token, password: 'qwerty123', confirmPassword: 'qwerty123' } });
  t.equal(common.statusCode, 400);
  t.same(json(common).error, { code: 'invalid-argument', reason: 'password-too-common', message: messages.passwordTooCommon });
  t.equal((await app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${member.accessToken}` } })).statusCode, 200, 'sessions untouched');
  t.equal((await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'weak-reset@example.com', password: 'qwerty123' } })).statusCode, 401);
  const better = await app.inject({ method: 'POST', url: '/auth/password-reset/confirm', payload: { token, password: 'mopane-worm-5', confirmPassword: 'mopane-worm-5' } });
  t.equal(better.statusCode, 200);
});
