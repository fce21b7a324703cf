import { createHmac, randomUUID } from 'node:crypto';
import t from 'tap';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { startSystem, type System } from './helper.ts';

/**
 * Every route × every kind of caller. The expected answer of each cell is written down below as a table; the test
 * fails on any cell that differs. "another member" is member B using member A's payment ids, order ids and user id;
 * "expired member" paid once, long enough ago that the membership has run out, and uses their own payments;
 * "active member" is A with their own resources; "admin" is a verified member listed in ADMIN_EMAILS (no membership),
 * using A's resources.
 */

const who = ['anonymous', 'unverified', 'another member', 'expired member', 'active member', 'admin'] as const;
type Who = (typeof who)[number];
const adminEmail = 'matrix-admin@example.com';

// route (what is sent)                                                anon  unver  other  expired active admin
const expected: Array<[string, [number, number, number, number, number, number]]> = [
  ['GET /healthz', [200, 200, 200, 200, 200, 200]],
  ['GET /readyz', [200, 200, 200, 200, 200, 200]],
  ['GET /docs/', [200, 200, 200, 200, 200, 200]],
  ['GET /docs/json', [200, 200, 200, 200, 200, 200]],
  ['GET /metrics (METRICS_TOKEN holders only; none here)', [403, 403, 403, 403, 403, 403]],
  ['GET /auth/providers', [200, 200, 200, 200, 200, 200]],
  ['GET /api/me (own profile only)', [401, 200, 200, 200, 200, 200]],
  ['GET /api/tiers', [401, 403, 200, 200, 200, 200]],
  ['POST /api/payments/paypal {userId}', [401, 403, 403, 200, 200, 200]],
  ['POST /api/payments/yoco {userId}', [401, 403, 403, 200, 200, 200]],
  ['POST /api/payments/paypal/capture {orderId}', [401, 403, 404, 200, 200, 404]],
  ['POST /api/payments/yoco/capture {paymentId}', [401, 403, 404, 200, 200, 404]],
  ['GET /api/payments/:id', [401, 403, 404, 200, 200, 404]],
  ['GET /api/membership (own data only)', [401, 403, 200, 200, 200, 200]],
  ['DELETE /api/membership/auto-renew (no renewal here)', [401, 403, 404, 404, 404, 404]],
  ['POST /api/membership/renew {provider} (the admin never paid: no tier)', [401, 403, 200, 200, 200, 400]],
  ['POST /api/membership/auto-renew (the admin never paid: no tier)', [401, 403, 200, 200, 200, 400]],
  ['GET /api/push/key', [401, 403, 200, 200, 200, 200]],
  ["DELETE /api/push/subscriptions (the owner's device only)", [401, 403, 404, 200, 200, 404]],
  // Admins open the guide without paying (product.md §14; not a membership).
  ['POST /api/guide/session', [401, 403, 200, 403, 200, 200]],
  ['GET /guide/<own pass>/*', [403, 403, 200, 403, 200, 200]],
  ['GET /api/salespersons', [401, 403, 403, 403, 403, 200]],
  ['GET /api/salesperson/me (no one here claimed a record)', [401, 403, 403, 403, 403, 403]],
  ['POST /api/admin/salespersons/:id/payouts', [401, 403, 403, 403, 403, 201]],
  ['POST /api/admin/session', [401, 403, 403, 403, 403, 200]],
  ['GET /admin/earnings (Bearer)', [401, 403, 403, 403, 403, 200]],
  ['GET /admin/salesperson-key-collisions (Bearer)', [401, 403, 403, 403, 403, 200]],
  ['GET /admin/earnings (own admin cookie)', [401, 401, 401, 401, 401, 200]],
  ['POST /admin/payments/:id/recheck', [401, 403, 403, 403, 403, 200]],
  ["GET /admin/members?email= (A's address)", [401, 403, 403, 403, 403, 200]],
  ["POST /admin/subscriptions/:id/recheck (A's subscription)", [401, 403, 403, 403, 403, 200]],
  ['POST /webhooks/paypal unsigned (Bearer sent)', [400, 400, 400, 400, 400, 400]],
  ['POST /webhooks/yoco unsigned (Bearer sent)', [400, 400, 400, 400, 400, 400]],
  ['POST /webhooks/yoco signed (Bearer irrelevant)', [200, 200, 200, 200, 200, 200]],
  // DPO's notification is unsigned: answered "OK" and kept only as a hint to verify (product.md §13)
  ['POST /webhooks/dpo naming no token (Bearer sent)', [400, 400, 400, 400, 400, 400]],
  ["POST /webhooks/dpo \"paid\" for A's payment id, a token not its own (Bearer sent)", [200, 200, 200, 200, 200, 200]],
  ['DELETE /api/me, sign-in > 5 min ago', [401, 401, 401, 401, 401, 401]],
  ['DELETE /api/me, fresh sign-in (own account only)', [401, 200, 200, 200, 200, 200]],
];

interface Identity {
  uid?: string;
  email?: string;
  token?: string;
  guidePath?: string;
  adminCookie?: string;
  paypal?: { orderId: string; paymentId: string };
  yoco?: { paymentId: string };
}

const cookieFrom = (response: Response, name: string) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1);

async function captured(system: System, paymentId: string) {
  const row = await system.eventually(
    () => system.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow(),
    (p) => p.status === 'captured',
  );
  if (row.status !== 'captured') throw new Error(`payment ${paymentId} not captured`);
}

async function payBoth(system: System, member: Identity) {
  const paypal = (await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local' }, member.token)).body.data;
  await system.paypalDecision(paypal.redirectUrl, 'approve');
  await captured(system, paypal.paymentId);
  const yoco = (await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token)).body.data;
  await system.yocoDecision(yoco.redirectUrl, 'pay');
  await captured(system, yoco.paymentId);
  member.paypal = { orderId: paypal.orderId, paymentId: paypal.paymentId };
  member.yoco = { paymentId: yoco.paymentId };
}

t.test('access matrix: every route × anonymous, unverified, another member, expired member, active member, admin', async (t) => {
  const system = await startSystem(t, { env: { ADMIN_EMAILS: adminEmail } });
  const [a, b, c, admin] = await Promise.all([system.member(), system.member(), system.member(), system.member(adminEmail)]);
  const unverifiedEmail = `u${randomUUID().slice(0, 8)}@example.com`;
  const signup = await system.call('POST', '/auth/signup', { email: unverifiedEmail, password: 'delta-safari-9', confirmPassword: 'delta-safari-9', firstName: 'Una', lastName: 'Verified' });
  const unverifiedLogin = await system.call('POST', '/auth/login', { email: unverifiedEmail, password: 'delta-safari-9' });
  const ids: Record<Who, Identity> = {
    anonymous: {},
    unverified: { uid: signup.body.data.uid, email: unverifiedEmail, token: unverifiedLogin.body.data.accessToken },
    'another member': { ...b },
    'expired member': { ...c },
    'active member': { ...a },
    admin: { ...admin },
  };
  const owner = ids['active member'];
  await Promise.all([payBoth(system, owner), payBoth(system, ids['expired member']), payBoth(system, ids['another member'])]);

  for (const w of ['another member', 'expired member', 'active member', 'admin'] as const) {
    const session = await fetch(`${system.apiUrl}/api/guide/session`, { method: 'POST', headers: { authorization: `Bearer ${ids[w].token}` } });
    ids[w].guidePath = ((await session.json()) as { data: { path: string } }).data.path;
  }
  // A's PayPal subscription, started and not yet approved: the admin's re-check reads it at PayPal all the same.
  const subscribed = await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, owner.token);
  const ownersSubscription = await system.db.selectFrom('subscriptions').select('id').where('paypal_subscription_id', '=', subscribed.body.data.subscriptionId).executeTakeFirstOrThrow();
  const adminSession = await fetch(`${system.apiUrl}/api/admin/session`, { method: 'POST', headers: { authorization: `Bearer ${ids.admin.token}` } });
  ids.admin.adminCookie = cookieFrom(adminSession, 'gp_admin');
  // The expired member paid, got a guide pass while active, and the membership has since run out.
  await system.db.updateTable('users').set({ membership_expiry: new Date(Date.now() - 86_400_000) }).where('id', '=', ids['expired member'].uid!).execute();

  /** Whose payments a caller names: their own if they have any (expired, active); otherwise member A's. */
  const resources = (w: Who) => (w === 'expired member' ? ids['expired member'] : owner);
  const userIdFor = (w: Who) => (w === 'another member' || w === 'anonymous' ? owner.uid : ids[w].uid);
  const raw = async (w: Who, path: string, init: RequestInit = {}, withBearer = true) => {
    const headers = new Headers(init.headers);
    if (withBearer && ids[w].token) headers.set('authorization', `Bearer ${ids[w].token}`);
    const response = await fetch(`${system.apiUrl}${path}`, { ...init, headers, redirect: 'manual' });
    await response.arrayBuffer();
    return response.status;
  };
  const call = async (w: Who, method: string, path: string, body?: unknown) => (await system.call(method, path, body, ids[w].token)).status;
  // A device each for the active and the expired member, subscribed at the sandbox's push service (so the receipts
  // the worker pushes are delivered, not refused): each may forget their own; everyone else names the active member's.
  const devices = new Map<Who, string>();
  for (const w of ['active member', 'expired member'] as const) {
    const subscribed = await fetch(`${system.sandboxUrl}/push/_control/subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ applicationServerKey: system.env.VAPID_PUBLIC_KEY }),
    });
    const { endpoint, keys } = (await subscribed.json()) as { endpoint: string; keys: { p256dh: string; auth: string } };
    const put = await system.call('PUT', '/api/push/subscriptions', { endpoint, keys }, ids[w].token);
    if (put.status !== 200) throw new Error(`registering a device for ${w}: ${put.status}`);
    devices.set(w, endpoint);
  }
  const deviceOf = (w: Who) => devices.get(w) ?? devices.get('active member')!;
  const yocoSecret = system.env.YOCO_WEBHOOK_SECRET!;

  const act: Record<string, (w: Who) => Promise<number>> = {
    'GET /healthz': (w) => raw(w, '/healthz'),
    'GET /readyz': (w) => raw(w, '/readyz'),
    'GET /docs/': (w) => raw(w, '/docs/'),
    'GET /docs/json': (w) => raw(w, '/docs/json'),
    'GET /metrics (METRICS_TOKEN holders only; none here)': (w) => raw(w, '/metrics'),
    'GET /auth/providers': (w) => raw(w, '/auth/providers'),
    'GET /api/me (own profile only)': async (w) => {
      const me = await system.call('GET', '/api/me', undefined, ids[w].token);
      if (me.status === 200 && me.body.data.uid !== ids[w].uid) throw new Error(`${w} read another profile`);
      return me.status;
    },
    'GET /api/tiers': (w) => call(w, 'GET', '/api/tiers'),
    'POST /api/payments/paypal {userId}': (w) => call(w, 'POST', '/api/payments/paypal', { selectedTierId: 'local', userId: userIdFor(w) }),
    'POST /api/payments/yoco {userId}': (w) => call(w, 'POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card', userId: userIdFor(w) }),
    'POST /api/payments/paypal/capture {orderId}': (w) => call(w, 'POST', '/api/payments/paypal/capture', { orderId: resources(w).paypal!.orderId }),
    'POST /api/payments/yoco/capture {paymentId}': (w) => call(w, 'POST', '/api/payments/yoco/capture', { paymentId: resources(w).yoco!.paymentId }),
    'GET /api/payments/:id': (w) => call(w, 'GET', `/api/payments/${resources(w).paypal!.paymentId}`),
    'GET /api/membership (own data only)': async (w) => {
      const answer = await system.call('GET', '/api/membership', undefined, ids[w].token);
      for (const payment of answer.body.data?.payments ?? []) {
        const row = await system.db.selectFrom('payments').select('user_id').where('id', '=', payment.id).executeTakeFirstOrThrow();
        if (row.user_id !== ids[w].uid) throw new Error(`${w} saw another member's payment`);
      }
      return answer.status;
    },
    'DELETE /api/membership/auto-renew (no renewal here)': (w) => call(w, 'DELETE', '/api/membership/auto-renew'),
    'POST /api/membership/renew {provider} (the admin never paid: no tier)': (w) => call(w, 'POST', '/api/membership/renew', { provider: 'yoco' }),
    'POST /api/membership/auto-renew (the admin never paid: no tier)': (w) => call(w, 'POST', '/api/membership/auto-renew', {}),
    'GET /api/push/key': (w) => call(w, 'GET', '/api/push/key'),
    "DELETE /api/push/subscriptions (the owner's device only)": (w) => call(w, 'DELETE', '/api/push/subscriptions', { endpoint: deviceOf(w) }),
    'POST /api/guide/session': (w) => raw(w, '/api/guide/session', { method: 'POST' }),
    'GET /guide/<own pass>/*': (w) => raw(w, `${ids[w].guidePath ?? '/guide/'}chobe-national-park`, {}, false),
    'GET /api/salespersons': (w) => call(w, 'GET', '/api/salespersons'),
    'GET /api/salesperson/me (no one here claimed a record)': (w) => call(w, 'GET', '/api/salesperson/me'),
    'POST /api/admin/salespersons/:id/payouts': async (w) => {
      const salesperson = await system.db.selectFrom('salespersons').select('id').orderBy('id').executeTakeFirstOrThrow();
      return call(w, 'POST', `/api/admin/salespersons/${salesperson.id}/payouts`, { month: '2026-01', amountThebe: 100, reference: 'matrix' });
    },
    'POST /api/admin/session': (w) => raw(w, '/api/admin/session', { method: 'POST' }),
    'GET /admin/earnings (Bearer)': (w) => call(w, 'GET', '/admin/earnings'),
    'GET /admin/salesperson-key-collisions (Bearer)': (w) => call(w, 'GET', '/admin/salesperson-key-collisions'),
    'GET /admin/earnings (own admin cookie)': (w) => raw(w, '/admin/earnings', ids[w].adminCookie ? { headers: { cookie: ids[w].adminCookie } } : {}, false),
    'POST /admin/payments/:id/recheck': (w) => call(w, 'POST', `/admin/payments/${owner.paypal!.paymentId}/recheck`),
    "GET /admin/members?email= (A's address)": (w) => call(w, 'GET', `/admin/members?email=${encodeURIComponent(owner.email!)}`),
    "POST /admin/subscriptions/:id/recheck (A's subscription)": (w) => call(w, 'POST', `/admin/subscriptions/${ownersSubscription.id}/recheck`),
    'POST /webhooks/paypal unsigned (Bearer sent)': (w) =>
      raw(w, '/webhooks/paypal', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: `WH-${randomUUID()}`, event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { custom_id: owner.paypal!.paymentId } }) }),
    'POST /webhooks/yoco unsigned (Bearer sent)': (w) =>
      raw(w, '/webhooks/yoco', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: `evt_${randomUUID()}`, type: 'payment.succeeded', payload: {} }) }),
    'POST /webhooks/yoco signed (Bearer irrelevant)': (w) => {
      const id = `evt_${randomUUID()}`;
      const body = JSON.stringify({ id, type: 'ping', payload: {} });
      const at = new Date();
      const headers = { 'content-type': 'application/json', 'webhook-id': `msg_${id}`, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': new Webhook(yocoSecret).sign(`msg_${id}`, at, body) };
      return raw(w, '/webhooks/yoco', { method: 'POST', headers, body });
    },
    'POST /webhooks/dpo naming no token (Bearer sent)': (w) =>
      raw(w, '/webhooks/dpo', { method: 'POST', headers: { 'content-type': 'application/xml' }, body: '<API3G><Result>000</Result><CompanyRef>x</CompanyRef></API3G>' }),
    "POST /webhooks/dpo \"paid\" for A's payment id, a token not its own (Bearer sent)": async (w) => {
      const body = `<API3G><Result>000</Result><TransactionToken>${randomUUID().toUpperCase()}</TransactionToken><CompanyRef>${owner.yoco!.paymentId}</CompanyRef></API3G>`;
      const status = await raw(w, '/webhooks/dpo', { method: 'POST', headers: { 'content-type': 'application/xml' }, body });
      const kept = await system.db.selectFrom('webhook_events').select('id').where('provider', '=', 'dpo').execute();
      if (kept.length) throw new Error(`${w}: a notification naming no payment of ours was kept`);
      return status;
    },
    'DELETE /api/me, sign-in > 5 min ago': async (w) => {
      await sql`update sessions set created_at = now() - interval '10 minutes'`.execute(system.db);
      const answer = await system.call('DELETE', '/api/me', undefined, ids[w].token);
      if (ids[w].token && answer.body.error?.reason !== 'requires-recent-login') throw new Error(`${w}: ${JSON.stringify(answer.body)}`);
      return answer.status;
    },
    'DELETE /api/me, fresh sign-in (own account only)': async (w) => {
      if (!ids[w].email) return call(w, 'DELETE', '/api/me');
      const login = await system.call('POST', '/auth/login', { email: ids[w].email, password: 'delta-safari-9' });
      const answer = await system.call('DELETE', '/api/me', undefined, login.body.data.accessToken);
      const gone = await system.db.selectFrom('users').select('id').where('id', '=', ids[w].uid!).executeTakeFirst();
      if (answer.status === 200 && gone) throw new Error(`${w}: answered 200 but the account is still there`);
      if (w === 'another member' && !(await system.db.selectFrom('users').select('id').where('id', '=', owner.uid!).executeTakeFirst())) {
        throw new Error("another member's deletion removed member A");
      }
      return answer.status;
    },
  };

  const table: string[] = [`${'route'.padEnd(58)} ${who.map((w) => w.padStart(15)).join('')}`];
  for (const [route, statuses] of expected) {
    const actual: number[] = [];
    for (const w of who) actual.push(await act[route]!(w));
    t.same(actual, statuses, route);
    table.push(`${route.padEnd(58)} ${actual.map((s, i) => `${s}${s === statuses[i] ? '' : '(!)'}`.padStart(15)).join('')}`);
  }
  t.comment(`\n${table.join('\n')}`);

});

const base64url = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
function hs256(payload: Record<string, unknown>, secret: string, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }) {
  const unsigned = `${base64url(header)}.${base64url(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

t.test('Bearer tokens: only an HS256 access token of this issuer, unexpired, for a live session passes; every other token is 401', async (t) => {
  const system = await startSystem(t, { workers: false });
  const member = await system.member();
  const claims = JSON.parse(Buffer.from(member.token.split('.')[1]!, 'base64url').toString()) as { sub: string; fam: string; iss: string; exp: number; iat: number };
  const now = Math.floor(Date.now() / 1000);
  const secret = system.config.jwtSecret;
  const tokens: Record<string, string> = {
    'the real access token (control)': member.token,
    'alg none, no signature': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`,
    'alg none, the real signature kept': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.${member.token.split('.')[2]}`,
    'HS512 with the right secret (algorithm not allowed)': (() => {
      const unsigned = `${base64url({ alg: 'HS512', typ: 'JWT' })}.${base64url(claims)}`;
      return `${unsigned}.${createHmac('sha512', secret).update(unsigned).digest('base64url')}`;
    })(),
    'signed with another secret': hs256(claims, 'another-secret-another-secret-another-secret'),
    'claims changed after signing (another sub)': `${member.token.split('.')[0]}.${base64url({ ...claims, sub: randomUUID() })}.${member.token.split('.')[2]}`,
    'another issuer': hs256({ ...claims, iss: 'someone-else' }, secret),
    expired: hs256({ ...claims, iat: now - 3600, exp: now - 60 }, secret),
    'a guide pass (purpose guide)': system.app.jwt.sign({ sub: claims.sub, fam: claims.fam, purpose: 'guide' }),
    'an admin-cookie token (purpose admin)': system.app.jwt.sign({ sub: claims.sub, fam: claims.fam, purpose: 'admin' }),
    'a valid signature for a session family that does not exist': system.app.jwt.sign({ sub: claims.sub, fam: randomUUID() }),
  };
  for (const [name, token] of Object.entries(tokens)) {
    const answer = await system.call('GET', '/api/me', undefined, token);
    const control = name.endsWith('(control)');
    t.equal(answer.status, control ? 200 : 401, name);
    if (!control) t.equal(answer.body.error?.code, 'unauthenticated', `${name}: error shape`);
  }
});
