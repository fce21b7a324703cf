import t from 'tap';
import { build, json } from '../../helper.ts';

t.test('GET /api/support answers the configured contact to anyone, signed in or not', async (t) => {
  const app = await build(t, { SUPPORT_EMAIL: 'help@guidepass.bw', SUPPORT_WHATSAPP: '+26771234567' });
  const response = await app.inject({ method: 'GET', url: '/api/support' });
  t.equal(response.statusCode, 200);
  t.same(json(response).data, { email: 'help@guidepass.bw', whatsapp: '+26771234567' });
  t.match(response.headers['cache-control'], /no-store/);
});

t.test('GET /api/support answers nulls when no contact is configured', async (t) => {
  const app = await build(t);
  const response = await app.inject({ method: 'GET', url: '/api/support' });
  t.equal(response.statusCode, 200);
  t.same(json(response).data, { email: null, whatsapp: null });
});

t.test('the rest of /api still needs a sign-in', async (t) => {
  const app = await build(t, { SUPPORT_EMAIL: 'help@guidepass.bw' });
  const response = await app.inject({ method: 'GET', url: '/api/me' });
  t.equal(response.statusCode, 401);
});
