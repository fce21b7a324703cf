import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { build, json, latestMailSecrets, signupBody } from '../../helper.ts';

const password = 'delta-safari-9';

const login = (app: FastifyInstance, email: string, pass: string) => app.inject({ method: 'POST', url: '/auth/login', payload: { email, password: pass } });

t.test('sign-up, login, the unknown-e-mail decoy, password change and reset all hash through the pool', async (t) => {
  const app = await build(t);
  const completed = () => app.passwords.stats().completed;
  let last = completed();
  const step = (what: string, hashes: number) => {
    t.equal(completed() - last, hashes, `${what}: ${hashes} through the pool`);
    last = completed();
  };

  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('pool@example.com') });
  step('sign-up', 1);
  const first = await login(app, 'pool@example.com', password);
  step('login', 1);
  await login(app, 'nobody@example.com', password);
  step('first unknown e-mail (makes the decoy, then checks it)', 2);
  await login(app, 'nobody@example.com', password);
  step('unknown e-mail', 1);
  const changed = await app.inject({
    method: 'POST',
    url: '/auth/change-password',
    headers: { authorization: `Bearer ${json(first).data.accessToken}` },
    payload: { currentPassword: password, newPassword: 'sausage-tree-77' },
  });
  t.equal(changed.statusCode, 200);
  step('change password (check the old, hash the new)', 2);
  await app.inject({ method: 'POST', url: '/auth/password-reset', payload: { email: 'pool@example.com' } });
  const { token } = await latestMailSecrets(app, 'password-reset');
  const reset = await app.inject({ method: 'POST', url: '/auth/password-reset/confirm', payload: { token, password: 'mopane-worm-42', confirmPassword: 'mopane-worm-42' } });
  t.equal(reset.statusCode, 200);
  step('reset', 1);
});
