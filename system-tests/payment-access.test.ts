import t from 'tap';
import { sql } from 'kysely';
import { messages } from '@guidepass/domain/messages';
import { startSystem, type System } from './helper.ts';
import { assertActivatedOnce } from './assertions.ts';

const snapshot = async (system: System) =>
  (await sql<{ s: string }>`select (select string_agg(id || status, ',' order by id) from payments) || '|' || (select string_agg(coalesce(membership_expiry::text, '-'), ',' order by id) from users) as s`.execute(system.db)).rows[0]!.s;

t.test("another member's order id, payment id or user id: 403 or 404, nothing changed", async (t) => {
  // No workers: nothing but the intruder's requests could change the payments.
  const system = await startSystem(t, { workers: false });
  const owner = await system.member();
  const intruder = await system.member();
  const paypal = (await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local' }, owner.token)).body.data;
  const yoco = (await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, owner.token)).body.data;
  await system.paypalDecision(paypal.redirectUrl, 'approve');
  const before = await snapshot(system);
  const attempts = [
    await system.call('POST', '/api/payments/paypal/capture', { orderId: paypal.orderId }, intruder.token),
    await system.call('POST', '/api/payments/yoco/capture', { paymentId: yoco.paymentId }, intruder.token),
    await system.call('GET', `/api/payments/${paypal.paymentId}`, undefined, intruder.token),
    await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local', userId: owner.uid }, intruder.token),
    await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card', userId: owner.uid }, intruder.token),
  ];
  t.same(attempts.map((a) => a.status), [404, 404, 404, 403, 403]);
  t.ok(attempts.every((a) => typeof a.body.error?.code === 'string'));
  t.equal(await snapshot(system), before);
  const own = await system.call('GET', `/api/payments/${paypal.paymentId}`, undefined, owner.token);
  t.equal(own.body.data.status, 'created', 'the owner still reads it');
});

t.test('payment routes refuse an unverified e-mail and anonymous callers', async (t) => {
  const system = await startSystem(t, { workers: false });
  await system.call('POST', '/auth/signup', { email: 'u@example.com', password: 'delta-safari-9', confirmPassword: 'delta-safari-9', firstName: 'A', lastName: 'B' });
  const login = await system.call('POST', '/auth/login', { email: 'u@example.com', password: 'delta-safari-9' });
  const token = login.body.data.accessToken;
  for (const [method, path, body] of [['GET', '/api/tiers'], ['POST', '/api/payments/paypal', { selectedTierId: 'local' }], ['POST', '/api/guide/session']] as const) {
    const unverified = await system.call(method, path, body, token);
    t.equal(unverified.status, 403, `${path} unverified`);
    t.same(unverified.body.error, { code: 'permission-denied', reason: 'email-not-verified', message: messages.emailNotVerified });
    t.equal((await system.call(method, path, body)).status, 401, `${path} anonymous`);
  }
});

t.test("PayPal's stand-in answering 503 → 503 naming PayPal, the payment marked failed", async (t) => {
  const system = await startSystem(t, { workers: false });
  const member = await system.member();
  await system.control('paypal', { failNext: { path: 'create', status: 503, count: 1 } });
  const start = await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local' }, member.token);
  t.equal(start.status, 503);
  t.same(start.body.error, { code: 'unavailable', reason: 'provider-unavailable', message: 'PayPal is unavailable right now.' });
  const payments = await system.db.selectFrom('payments').select(['status', 'failure_reason']).execute();
  t.equal(payments.length, 1);
  t.equal(payments[0]!.status, 'failed');
  const yoco = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token);
  t.equal(yoco.status, 200, 'the other provider still works');
});

t.test('prices come from the tiers table; a renewal while active buys one week; unknown tiers are refused', async (t) => {
  const system = await startSystem(t);
  const member = await system.member();
  t.equal((await system.call('POST', '/api/payments/paypal', { selectedTierId: 'platinum' }, member.token)).status, 400);
  t.equal((await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local', amount: '0.01' }, member.token)).status, 400, 'no amount from the client');
  const first = (await system.call('POST', '/api/payments/yoco', { selectedTierId: 'sadc', paymentMethod: 'card' }, member.token)).body.data;
  await system.yocoDecision(first.redirectUrl, 'pay');
  await assertActivatedOnce(t, system, member.uid, first.paymentId);
  const tiers = (await system.call('GET', '/api/tiers', undefined, member.token)).body.data.tiers;
  t.match(tiers[1], { id: 'sadc', weeks: 1, total: 'P100', charge: { yoco: { amount: '133.00', label: 'R133.00' } } });
  const renewal = (await system.call('POST', '/api/payments/yoco', { selectedTierId: 'sadc', paymentMethod: 'card' }, member.token)).body.data;
  const row = await system.db.selectFrom('payments').select(['weeks', 'amount_minor', 'currency', 'price_thebe']).where('id', '=', renewal.paymentId).executeTakeFirstOrThrow();
  t.same(row, { weeks: 1, amount_minor: 13300, currency: 'ZAR', price_thebe: 10000 });
});

t.test('/guide/<pass>/ answers only an active member with a valid pass of a live session', async (t) => {
  const system = await startSystem(t);
  const member = await system.member();
  const noMembership = await system.call('POST', '/api/guide/session', undefined, member.token);
  t.equal(noMembership.status, 403);
  t.equal(noMembership.body.error.reason, 'membership-inactive');

  const start = (await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token)).body.data;
  await system.yocoDecision(start.redirectUrl, 'pay');
  await assertActivatedOnce(t, system, member.uid, start.paymentId);
  const session = await fetch(`${system.apiUrl}/api/guide/session`, { method: 'POST', headers: { authorization: `Bearer ${member.token}` } });
  t.equal(session.headers.get('set-cookie'), null, 'no cookie: the sandboxed frame would not send it');
  const { path } = ((await session.json()) as { data: { path: string } }).data;
  t.match(path, /^\/guide\/[\w-]+\.[\w-]+\.[\w-]+\/$/);
  const pass = path.split('/')[2]!;
  const guide = (at: string, headers: Record<string, string> = {}) => fetch(`${system.apiUrl}${at}`, { headers, redirect: 'manual' });

  const ok = await guide(`${path}chobe-national-park`);
  t.equal(ok.status, 200);
  t.match(await ok.text(), /Chobe/);

  const refused = async (name: string, response: Response) => {
    t.equal(response.status, 403, name);
    const page = await response.text();
    t.match(page, /Back to guidepass/, name);
    t.notMatch(page, /Chobe/, name);
    // Shown inside the guide frame: framed by the app, though every other page of ours refuses framing.
    t.equal(response.headers.get('x-frame-options'), 'SAMEORIGIN', name);
    t.match(response.headers.get('content-security-policy'), /frame-ancestors 'self'/, name);
  };
  await refused('no pass', await guide('/guide/chobe-national-park'));
  await refused('no pass, the bare /guide/', await guide('/guide/'));
  await refused('forged pass', await guide(`/guide/${pass.slice(0, -6)}AAAAAA/chobe-national-park`));
  await refused('an access token as pass', await guide(`/guide/${member.token}/chobe-national-park`));
  await refused('an access token beside no pass', await guide('/guide/x/chobe-national-park', { authorization: `Bearer ${member.token}` }));
  await system.db.updateTable('users').set({ membership_expiry: new Date(Date.now() - 1000) }).execute();
  await refused('expired member', await guide(`${path}chobe-national-park`));
  await system.db.updateTable('users').set({ membership_expiry: new Date(Date.now() + 86_400_000) }).execute();
  t.equal((await guide(`${path}chobe-national-park`)).status, 200, 'open again once the membership is');
  await system.db.updateTable('sessions').set({ revoked_at: new Date() }).execute();
  await refused('after the session was revoked', await guide(`${path}chobe-national-park`));
  t.equal((await guide('/guide')).status, 302, 'the bare path goes to /guide/');
  const bare = await guide(`/guide/${pass}`);
  t.equal(bare.status, 302);
  t.equal(bare.headers.get('location'), path, 'the pass without its slash goes to the pass with it, so relative links resolve');
});
