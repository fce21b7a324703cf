import t from 'tap';
import { sql } from 'kysely';
import { build, json, signupBody } from '../helper.ts';

t.test('malformed JSON, unknown fields, wrong types, a 1 MB body and a wrong content type: 4xx, error shape, nothing written', async (t) => {
  const app = await build(t);
  const post = (payload: string, contentType = 'application/json') =>
    app.inject({ method: 'POST', url: '/auth/signup', payload, headers: { 'content-type': contentType } });
  const cases: Array<[string, Promise<Awaited<ReturnType<typeof post>>>, number, string]> = [
    ['malformed JSON', post('{"email": "a@example.com", '), 400, 'malformed-json'],
    ['empty JSON body', post(''), 400, 'malformed-json'],
    ['unknown field', post(JSON.stringify(signupBody('u@example.com', { isAdmin: true }))), 400, 'invalid-request'],
    ['wrong type', post(JSON.stringify(signupBody('w@example.com', { password: 123456 }))), 400, 'invalid-request'],
    ['array body', post('[1,2,3]'), 400, 'invalid-request'],
    ['1 MB body', post(JSON.stringify(signupBody('big@example.com', { firstName: 'x'.repeat(1024 * 1024) }))), 413, 'body-too-large'],
    ['text/plain', post(JSON.stringify(signupBody('p@example.com')), 'text/plain'), 415, 'unsupported-media-type'],
    ['form encoded', post('email=f@example.com', 'application/x-www-form-urlencoded'), 415, 'unsupported-media-type'],
  ];
  for (const [name, pending, status, reason] of cases) {
    const response = await pending;
    t.equal(response.statusCode, status, name);
    t.match(response.headers['content-type'], /application\/json/, name);
    const error = json(response).error;
    t.equal(error?.reason, reason, name);
    t.type(error?.message, 'string', name);
    t.type(error?.code, 'string', name);
  }
  const { rows } = await sql<{ n: number }>`select (select count(*) from users) + (select count(*) from salespersons) + (select count(*) from email_tokens) as n`.execute(app.db);
  t.equal(Number(rows[0]!.n), 0);
});

t.test('unknown API routes are JSON 404s in the error shape', async (t) => {
  const app = await build(t);
  const response = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { accept: 'text/html' } });
  t.equal(response.statusCode, 404, 'an API path never falls back to the web app page');
  t.match(response.headers['content-type'], /application\/json/);
  t.equal(json(response).error?.code, 'not-found');
  const open = await app.inject({ method: 'GET', url: '/auth/nothing-here' });
  t.equal(open.statusCode, 404);
  t.equal(json(open).error?.code, 'not-found');
});

t.test('health and readiness answer', async (t) => {
  const app = await build(t);
  t.equal((await app.inject({ url: '/healthz' })).statusCode, 200);
  const ready = await app.inject({ url: '/readyz' });
  t.equal(ready.statusCode, 200);
  t.same(json(ready).data, { status: 'ready', postgres: true, redis: true });
});

t.test('providers not configured are reported as such', async (t) => {
  const app = await build(t);
  const response = await app.inject({ url: '/auth/providers' });
  t.same(json(response).data, { google: false, facebook: false });
  t.equal((await app.inject({ url: '/auth/facebook' })).statusCode, 404);
});
