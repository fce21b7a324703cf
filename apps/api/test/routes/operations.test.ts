import t from 'tap';
import { build, json, signupBody } from '../helper.ts';

t.test('GET /docs serves the API explorer and /docs/json the OpenAPI document built from the route schemas', async (t) => {
  const app = await build(t);
  const page = await app.inject({ url: '/docs/' });
  t.equal(page.statusCode, 200);
  t.match(page.headers['content-type'], /text\/html/);
  const spec = await app.inject({ url: '/docs/json' });
  t.equal(spec.statusCode, 200);
  const document = spec.json() as {
    openapi: string;
    paths: Record<string, Record<string, { requestBody?: unknown }>>;
    components: { schemas: Record<string, { properties: { error: { properties: { reason: { description: string } } } } }> };
  };
  t.match(document.openapi, /^3\./);
  for (const path of ['/auth/signup', '/auth/login', '/api/me', '/api/tiers', '/api/payments/paypal', '/api/payments/yoco/capture', '/webhooks/{provider}', '/api/payments/{provider}']) {
    t.ok(document.paths[path], path);
  }
  t.ok(document.paths['/auth/signup']?.post?.requestBody, 'the sign-up body schema is documented');
  t.match(document.components.schemas.ApiError?.properties.error.properties.reason.description, /email-already-in-use, .*provider-unavailable/, 'the error shape lists the reasons of errors.ts');
});

t.test('GET /metrics exposes request latencies, queue depths and payments in Prometheus format', async (t) => {
  const app = await build(t, { METRICS_TOKEN: 'prometheus-scrape-token' });
  await app.inject({ method: 'POST', url: '/auth/signup', payload: signupBody('metrics@example.com') });
  const response = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer prometheus-scrape-token' } });
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /text\/plain/);
  const body = response.body;
  t.match(body, /guidepass_http_request_duration_seconds_count\{method="POST",route="\/auth\/signup",status="201"\} 1/);
  t.match(body, /guidepass_queue_jobs\{queue="mail",state="waiting"\} 1/);
  t.match(body, /# TYPE guidepass_payments gauge/);
  t.match(body, /guidepass_webhook_signature_failures_total/);
});

t.test('responses carry a request id, and a sane incoming one is kept', async (t) => {
  const app = await build(t);
  const response = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-1234abcd' } });
  t.equal(json(response).data.status, 'ok');
  t.equal(response.headers['x-request-id'], 'trace-1234abcd');
});

t.test('GET /metrics: only whoever holds METRICS_TOKEN; a caller on this machine (or behind the proxy) without it is refused', async (t) => {
  const unset = await build(t);
  for (const remoteAddress of ['127.0.0.1', '::1', '203.0.113.9']) {
    const response = await unset.inject({ url: '/metrics', remoteAddress });
    t.equal(response.statusCode, 403, `no token configured: ${remoteAddress} refused`);
    t.equal(json(response).error?.code, 'permission-denied');
  }

  const guarded = await build(t, { METRICS_TOKEN: 'prometheus-scrape-token' });
  t.equal((await guarded.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).statusCode, 403, 'with a token set, even this machine needs it');
  t.equal((await guarded.inject({ url: '/metrics', remoteAddress: '203.0.113.9', headers: { authorization: 'Bearer prometheus-scrape-token' } })).statusCode, 200);
  t.equal((await guarded.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-wrong-token' } })).statusCode, 403);
});
