import t from 'tap';
import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { helmetOptions } from '../../src/lib/platform/security-headers.ts';
import { build } from '../helper.ts';

const notHelmets = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

t.test('every answer carries exactly the headers @fastify/helmet sets for the same options', async (t) => {
  const reference = Fastify();
  await reference.register(fastifyHelmet, helmetOptions as never); // helmet's types come twice (its ESM and CJS builds)
  reference.get('/x', async () => ({ ok: true }));
  const expected = Object.fromEntries(Object.entries((await reference.inject({ method: 'GET', url: '/x' })).headers).filter(([name]) => !notHelmets.has(name)));
  await reference.close();
  t.ok(expected['content-security-policy'], 'the reference sets a policy');
  t.equal(expected['x-frame-options'], 'DENY', 'nothing of ours is framed but the guide');
  t.match(expected['content-security-policy'], /frame-ancestors 'none'/);

  const app = await build(t);
  const answers = {
    ok: await app.inject({ method: 'GET', url: '/healthz' }),
    unauthenticated: await app.inject({ method: 'GET', url: '/api/me' }),
    'not found': await app.inject({ method: 'GET', url: '/api/nothing-here' }),
    'bad body': await app.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' }),
  };
  for (const [name, answer] of Object.entries(answers)) {
    for (const [header, value] of Object.entries(expected)) t.equal(answer.headers[header], value, `${name}: ${header}`);
  }
});
