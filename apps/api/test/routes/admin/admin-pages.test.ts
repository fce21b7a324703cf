import t, { type Test } from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { insertPayment } from '@guidepass/payments/payments-repository';
import { build, json, verifiedMember } from '../../helper.ts';

const adminEmail = 'boss@example.com';
const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** An admin, a member and the admin's cookie for the /admin pages. */
async function people(app: FastifyInstance) {
  const admin = await verifiedMember(app, adminEmail);
  const member = await verifiedMember(app, 'member@example.com');
  const session = await app.inject({ method: 'POST', url: '/api/admin/session', headers: { authorization: `Bearer ${admin.accessToken}` } });
  const cookie = session.cookies.find((c) => c.name === 'gp_admin');
  if (session.statusCode !== 200 || !cookie) throw new Error(`no admin cookie: ${session.body}`);
  // The same kind of cookie for a member (signed as the route would, had it let them in).
  const claims = app.jwt.decode<{ sub: string; fam: string }>(member.accessToken)!;
  const memberCookie = `gp_admin=${app.jwt.sign({ sub: claims.sub, fam: claims.fam, purpose: 'admin' }, { expiresIn: 60 })}`;
  return { admin, member, adminCookie: `gp_admin=${cookie.value}`, memberCookie };
}

/** A friendly page: HTML with lang and a title, a heading, the status asked for, and a link back to the app. */
function assertPage(t: Test, response: LightMyRequestResponse, status: number, title: RegExp, linkTo: string) {
  t.equal(response.statusCode, status, 'status');
  t.match(response.headers['content-type'], /^text\/html; charset=utf-8/);
  t.match(response.body, /^<!doctype html>\s*<html lang="en">/);
  t.match(response.body, new RegExp(`<title>${title.source}[^<]* · guidepass admin</title>`));
  t.match(response.body, /<meta name="viewport" content="width=device-width, initial-scale=1">/);
  t.match(response.body, title);
  t.match(response.body, `<a href="${linkTo}">`);
  t.notMatch(response.body, /"error"/, 'no JSON inside');
  t.equal(response.headers['cache-control'], 'no-store');
}

t.test('a browser refused at the admin pages gets a page to read: 401 without the cookie, 403 for a member', async (t) => {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const { memberCookie } = await people(app);
  for (const url of ['/admin/earnings', '/admin/earnings.csv?month=2026-11', '/admin/queues', '/admin/queues/', '/admin/salesperson-key-collisions']) {
    await t.test(url, async (t) => {
      assertPage(t, await app.inject({ url, headers: { accept: browser } }), 401, /Sign in to the admin area/, 'http://app.test/?view=admin');
      assertPage(t, await app.inject({ url, headers: { accept: browser, cookie: 'gp_admin=not-a-token' } }), 401, /Sign in to the admin area/, 'http://app.test/?view=admin');
      assertPage(t, await app.inject({ url, headers: { accept: browser, cookie: memberCookie } }), 403, /For administrators only/, 'http://app.test/');
    });
  }
});

t.test('API clients keep the JSON error shape, with the same statuses, on every admin page including the dashboard', async (t) => {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const { member, memberCookie } = await people(app);
  for (const url of ['/admin/earnings', '/admin/queues/api/queues', '/admin/queues']) {
    const anonymous = await app.inject({ url, headers: { accept: 'application/json' } });
    t.equal(anonymous.statusCode, 401, url);
    t.same(json(anonymous).error, { code: 'unauthenticated', message: json(anonymous).error!.message, reason: 'session-required' }, url);
    const bearer = await app.inject({ url, headers: { accept: browser, authorization: `Bearer ${member.accessToken}` } });
    t.equal(bearer.statusCode, 403, `${url}: a Bearer token means an API client, whatever it accepts`);
    t.equal(json(bearer).error?.reason, 'not-admin', url);
    const cookie = await app.inject({ url, headers: { cookie: memberCookie } });
    t.equal(cookie.statusCode, 403, url);
    t.match(cookie.headers['content-type'], /^application\/json/, url);
  }
});

t.test('GET /admin sends a browser to the app\'s admin view, with or without the cookie', async (t) => {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const { adminCookie } = await people(app);
  for (const headers of [{ accept: browser }, { accept: browser, cookie: adminCookie }, {}]) {
    for (const url of ['/admin', '/admin/']) {
      const response = await app.inject({ url, headers });
      t.equal(response.statusCode, 302, url);
      t.equal(response.headers.location, 'http://app.test/?view=admin', url);
    }
  }
});

t.test('with the cookie: /admin/earnings in a browser opens the app view of that month; the CSV and the dashboard open', async (t) => {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const { admin, adminCookie } = await people(app);

  const page = await app.inject({ url: '/admin/earnings?month=2026-10', headers: { accept: browser, cookie: adminCookie } });
  t.equal(page.statusCode, 303);
  t.equal(page.headers.location, 'http://app.test/?view=admin&month=2026-10');
  const thisMonth = await app.inject({ url: '/admin/earnings', headers: { accept: browser, cookie: adminCookie } });
  t.match(thisMonth.headers.location, /^http:\/\/app\.test\/\?view=admin&month=\d{4}-\d{2}$/);

  const data = await app.inject({ url: '/admin/earnings?month=2026-10', headers: { authorization: `Bearer ${admin.accessToken}` } });
  t.same(json(data).data, { month: '2026-10', salespersons: [] }, 'API clients still get the JSON');

  const csv = await app.inject({ url: '/admin/earnings.csv?month=2026-10', headers: { accept: browser, cookie: adminCookie } });
  t.equal(csv.statusCode, 200);
  t.match(csv.headers['content-disposition'], 'attachment; filename="guidepass-earnings-2026-10.csv"');

  const dashboard = await app.inject({ url: '/admin/queues', headers: { accept: browser, cookie: adminCookie } });
  t.equal(dashboard.statusCode, 200);
  t.match(dashboard.body, /<html lang="en"/);
  t.match(dashboard.body, /<title>Job queues<\/title>/);
  t.match(dashboard.body, /<style id="guidepass-narrow">/, 'the phone stylesheet is in the page');
});

t.test('bad input under /admin: a page for a browser, the JSON error for an API client, and nothing changes', async (t) => {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const { admin, adminCookie } = await people(app);
  const before = await app.db.selectFrom('payments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  for (const month of ['2026-13', '2026-1', 'now', '2026-10-01', "2026-10' OR 1=1"]) {
    const url = `/admin/earnings?month=${encodeURIComponent(month)}`;
    assertPage(t, await app.inject({ url, headers: { accept: browser, cookie: adminCookie } }), 400, /This admin address is not valid/, 'http://app.test/?view=admin');
    const api = await app.inject({ url, headers: { authorization: `Bearer ${admin.accessToken}` } });
    t.equal(api.statusCode, 400, month);
    t.equal(json(api).error?.code, 'invalid-argument', month);
    t.equal((await app.inject({ url: `/admin/earnings.csv?month=${encodeURIComponent(month)}`, headers: { cookie: adminCookie } })).statusCode, 400, month);
  }
  const unknownField = await app.inject({ url: '/admin/earnings?month=2026-10&extra=1', headers: { authorization: `Bearer ${admin.accessToken}` } });
  t.equal(unknownField.statusCode, 400);
  const recheck = await app.inject({ method: 'POST', url: '/admin/payments/not-a-uuid/recheck', headers: { authorization: `Bearer ${admin.accessToken}` } });
  t.equal(recheck.statusCode, 400);
  const after = await app.db.selectFrom('payments').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  t.same(after, before, 'no payment row appeared or went');
  // The earliest and latest months the pattern allows are answered, not a 5xx.
  for (const month of ['0001-01', '9999-12']) {
    const edge = await app.inject({ url: `/admin/earnings?month=${month}`, headers: { authorization: `Bearer ${admin.accessToken}` } });
    t.equal(edge.statusCode, 200, month);
  }
});

t.test('earnings months are Gaborone months: a sale at 01:00 on 1 November in Gaborone is November\'s', async (t) => {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const { admin } = await people(app);
  const user = await app.db.selectFrom('users').select(['id', 'salesperson_id']).where('email', '=', 'member@example.com').executeTakeFirstOrThrow();
  const sale = async (capturedAt: string) => {
    const id = await insertPayment(app.db, { userId: user.id, tierId: 'local', provider: 'paypal', amountMinor: 1480, currency: 'USD', priceThebe: 10000, weeks: 2 });
    await app.db
      .updateTable('payments')
      .set({ status: 'captured', captured_at: new Date(capturedAt), salesperson_id: user.salesperson_id, commission_thebe: 1000 })
      .where('id', '=', id)
      .execute();
  };
  await sale('2026-10-31T23:00:00Z'); // 1 November, 01:00 in Gaborone
  await sale('2026-10-31T21:59:00Z'); // 31 October, 23:59 in Gaborone
  const report = async (month: string) =>
    json(await app.inject({ url: `/admin/earnings?month=${month}`, headers: { authorization: `Bearer ${admin.accessToken}` } })).data.salespersons;
  // "Neo Kgosi" was typed at sign-up: a name to review, not reported until an admin confirms it (product.md §14).
  t.same(await report('2026-11'), []);
  const confirm = await app.inject({ method: 'POST', url: `/api/admin/salesperson-names/${user.salesperson_id}/confirm`, headers: { authorization: `Bearer ${admin.accessToken}` } });
  t.equal(confirm.statusCode, 200);
  t.match(await report('2026-11'), [{ fullName: 'Neo Kgosi', sales: 1, revenue: 'P100', commission: 'P10', commissionThebe: 1000 }]);
  t.match(await report('2026-10'), [{ fullName: 'Neo Kgosi', sales: 1 }]);
});

t.test('GET /api/admin/status: true for an admin, false for a member or an unverified admin address, 401 signed out', async (t) => {
  const app = await build(t, { ADMIN_EMAILS: `${adminEmail}, Unverified-Boss@Example.com` });
  const { admin, member } = await people(app);
  const status = (token?: string) => app.inject({ url: '/api/admin/status', headers: token ? { authorization: `Bearer ${token}` } : {} });
  t.same(json(await status(admin.accessToken)), { data: { admin: true } });
  t.same(json(await status(member.accessToken)), { data: { admin: false } });

  await app.inject({ method: 'POST', url: '/auth/signup', payload: { email: 'unverified-boss@example.com', password: 'delta-safari-9', confirmPassword: 'delta-safari-9', firstName: 'Neo', lastName: 'Kgosi' } });
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'unverified-boss@example.com', password: 'delta-safari-9' } });
  const unverified = json(login).data.accessToken as string;
  t.same(json(await status(unverified)), { data: { admin: false } }, 'an administrator\'s address counts once it is verified');
  t.equal((await app.inject({ method: 'POST', url: '/api/admin/session', headers: { authorization: `Bearer ${unverified}` } })).statusCode, 403);
  t.equal((await app.inject({ method: 'POST', url: '/api/admin/session', headers: { authorization: `Bearer ${member.accessToken}` } })).statusCode, 403);

  const anonymous = await status();
  t.equal(anonymous.statusCode, 401);
  t.equal(json(anonymous).error?.code, 'unauthenticated');
  t.equal((await status('garbage')).statusCode, 401);
  const session = await app.inject({ method: 'POST', url: '/api/admin/session', headers: { authorization: `Bearer ${admin.accessToken}` } });
  const adminCookie = `gp_admin=${session.cookies.find((c) => c.name === 'gp_admin')!.value}`;
  t.equal((await app.inject({ url: '/api/admin/status', headers: { cookie: adminCookie } })).statusCode, 401, 'the admin cookie is no access token');
  t.equal((await app.inject({ method: 'POST', url: '/api/admin/status', headers: { authorization: `Bearer ${admin.accessToken}` } })).statusCode, 404, 'only GET');
});
