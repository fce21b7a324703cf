import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { messages } from '@guidepass/domain/messages';
import { build, json, verifiedMember } from '../../helper.ts';

const capture = (app: FastifyInstance, token: string, provider: 'paypal' | 'yoco') =>
  app.inject({
    method: 'POST',
    url: `/api/payments/${provider}/capture`,
    headers: { authorization: `Bearer ${token}` },
    payload: provider === 'paypal' ? { orderId: 'ORDER404' } : { paymentId: '00000000-0000-4000-8000-000000000000' },
  });

t.test('the 21st capture request in a minute is 429 for that member; another member is unaffected', async (t) => {
  const app = await build(t);
  const greedy = await verifiedMember(app, 'greedy@example.com');
  const calm = await verifiedMember(app, 'calm@example.com');
  const statuses = [];
  for (let i = 0; i < 20; i++) statuses.push((await capture(app, greedy.accessToken, i % 2 ? 'paypal' : 'yoco')).statusCode);
  t.same(statuses, Array(20).fill(404), 'the first twenty are answered (their payments do not exist)');
  for (const provider of ['paypal', 'yoco'] as const) {
    const blocked = await capture(app, greedy.accessToken, provider);
    t.equal(blocked.statusCode, 429, `${provider} capture is limited too`);
    t.same(json(blocked).error, { code: 'resource-exhausted', reason: 'rate-limited', message: messages.tooManyRequests });
    t.ok(Number(blocked.headers['retry-after']) > 0);
  }
  t.equal((await capture(app, calm.accessToken, 'paypal')).statusCode, 404, 'another member still gets an answer');
});

t.test('the capture limit is configurable', async (t) => {
  const app = await build(t, { RATE_LIMIT_CAPTURE_PER_USER: '2' });
  const member = await verifiedMember(app, 'few@example.com');
  const statuses = [];
  for (let i = 0; i < 3; i++) statuses.push((await capture(app, member.accessToken, 'paypal')).statusCode);
  t.same(statuses, [404, 404, 429]);
});
