import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { messages } from '@guidepass/domain/messages';
import { build, json, verifiedMember } from '../../helper.ts';

const post = (app: FastifyInstance, token: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });

const paymentCount = async (app: FastifyInstance) => Number((await app.db.selectFrom('payments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

t.test('a provider not in the list is a 400 in the error shape, at both generic routes, and opens nothing', async (t) => {
  const app = await build(t, { YOCO_SECRET_KEY: 'sk_test_unused', YOCO_API_BASE: 'http://127.0.0.1:9' });
  const member = await verifiedMember(app, 'unknown-provider@example.com');
  for (const provider of ['orange-money', 'PayPal', 'bank', '__proto__']) {
    const start = await post(app, member.accessToken, `/api/payments/${provider}`, { selectedTierId: 'local' });
    t.equal(start.statusCode, 400, `start with ${provider}`);
    t.match(json(start).error, { code: 'invalid-argument', reason: 'invalid-request' });
    const confirm = await post(app, member.accessToken, `/api/payments/${provider}/confirm`, { paymentId: '00000000-0000-4000-8000-000000000000' });
    t.equal(confirm.statusCode, 400, `confirm with ${provider}`);
    t.match(json(confirm).error, { reason: 'invalid-request' });
  }
  t.equal(await paymentCount(app), 0);
});

t.test('a listed provider this server is not configured for is a 404 payment-method-not-offered and opens nothing', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'unconfigured@example.com');
  const confirm = await post(app, member.accessToken, '/api/payments/paypal/confirm', { paymentId: '00000000-0000-4000-8000-000000000000' });
  t.equal(confirm.statusCode, 404);
  t.same(json(confirm).error, { code: 'not-found', reason: 'payment-method-not-offered', message: messages.providerUnavailable('PayPal') });
  // The per-provider start address answers as it always did (503), the generic one is not reached for a listed name.
  const legacy = await post(app, member.accessToken, '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' });
  t.equal(legacy.statusCode, 503);
  t.match(json(legacy).error, { reason: 'provider-unavailable', message: messages.providerUnavailable('Yoco') });
  t.equal(await paymentCount(app), 0);
});

t.test('confirm answers only the caller\'s own payment of that provider; bad bodies are 400', async (t) => {
  const app = await build(t, { YOCO_SECRET_KEY: 'sk_test_unused', YOCO_API_BASE: 'http://127.0.0.1:9' });
  const owner = await verifiedMember(app, 'owner@example.com');
  const other = await verifiedMember(app, 'other@example.com');
  const { id } = await app.db
    .insertInto('payments')
    .values({ user_id: owner.uid, tier_id: 'local', provider: 'paypal', provider_ref: 'ORDER-1', amount_minor: 740, currency: 'USD', price_thebe: 10000, weeks: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const asYoco = await post(app, owner.accessToken, '/api/payments/yoco/confirm', { paymentId: id });
  t.equal(asYoco.statusCode, 404, 'a PayPal payment is not confirmed as Yoco');
  t.match(json(asYoco), { error: { reason: 'payment-not-found' } });
  const yocoPayment = await app.db
    .insertInto('payments')
    .values({ user_id: owner.uid, tier_id: 'local', provider: 'yoco', provider_ref: 'ch_1', amount_minor: 13300, currency: 'ZAR', price_thebe: 10000, weeks: 2 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const notYours = await post(app, other.accessToken, '/api/payments/yoco/confirm', { paymentId: yocoPayment.id });
  t.equal(notYours.statusCode, 404, "another member's payment answers like an unknown one");
  for (const payload of [{}, { paymentId: 'not-a-uuid' }, { paymentId: yocoPayment.id, amount: 1 }]) {
    t.equal((await post(app, owner.accessToken, '/api/payments/yoco/confirm', payload)).statusCode, 400, JSON.stringify(payload));
  }
  t.equal((await app.inject({ method: 'POST', url: '/api/payments/yoco/confirm', payload: { paymentId: yocoPayment.id } })).statusCode, 401, 'signed in only');
  const rows = await app.db.selectFrom('payments').select('status').execute();
  t.same(rows.map((row) => row.status), ['created', 'created'], 'nothing changed');
});
