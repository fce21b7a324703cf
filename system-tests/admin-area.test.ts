import t from 'tap';
import { startSystem } from './helper.ts';
import { assertActivatedOnce } from './assertions.ts';
import { currentMonth } from '@guidepass/domain/gaborone-month';

t.test('the admin area: dashboard, monthly earnings (JSON and CSV) and re-check payment, for ADMIN_EMAILS only', async (t) => {
  const system = await startSystem(t, { env: { ADMIN_EMAILS: 'Boss@Example.com' } });
  const member = await system.member();
  const admin = await system.member('boss@example.com');

  // A member is refused everywhere; an anonymous browser is asked to sign in.
  t.equal((await system.call('POST', '/api/admin/session', undefined, member.token)).status, 403);
  t.equal((await system.call('GET', '/admin/earnings', undefined, member.token)).status, 403);
  t.equal((await fetch(`${system.apiUrl}/admin/queues`)).status, 401);

  // A PayPal payment approved while webhooks are held: only "re-check" can capture it.
  await system.control('paypal', { webhooks: { hold: true } });
  const start = (await system.call('POST', '/api/payments/paypal', { selectedTierId: 'global' }, member.token)).body.data;
  await system.paypalDecision(start.redirectUrl, 'approve');
  const recheck = await system.call('POST', `/admin/payments/${start.paymentId}/recheck`, undefined, admin.token);
  t.same(recheck.body.data, { success: true, status: 'captured' });
  await assertActivatedOnce(t, system, member.uid, start.paymentId);

  const month = currentMonth();
  // The member typed "Neo Kgosi" at sign-up: reported once an admin confirms the name (product.md §14).
  const { salesperson_id } = await system.db.selectFrom('users').select('salesperson_id').where('id', '=', member.uid).executeTakeFirstOrThrow();
  t.equal((await system.call('POST', `/api/admin/salesperson-names/${salesperson_id}/confirm`, undefined, admin.token)).status, 200);
  const report = await system.call('GET', `/admin/earnings?month=${month}`, undefined, admin.token);
  t.equal(report.body.data.month, month);
  t.match(report.body.data.salespersons, [
    { fullName: 'Neo Kgosi', referralCode: /^[A-Z2-9]{6}$/, sales: 1, revenue: 'P760', commission: 'P76', commissionThebe: 7600, signups: 2, payingMembers: 1, paidOutThebe: 0, owedThebe: 7600 },
  ]);
  t.equal(report.body.data.salespersons.length, 1);
  // Revenue is the pula price; beside it what PayPal charged, in dollars (product.md §13, money shown).
  const paid = await system.db.selectFrom('payments').select(['amount_minor', 'currency']).where('id', '=', start.paymentId).executeTakeFirstOrThrow();
  t.same(report.body.data.salespersons[0].charged, [{ currency: 'USD', amountMinor: paid.amount_minor, label: `US$${(paid.amount_minor / 100).toFixed(2)}` }]);
  const earlier = await system.call('GET', '/admin/earnings?month=2020-01', undefined, admin.token);
  t.same(earlier.body.data.salespersons, []);
  t.equal((await system.call('GET', '/admin/earnings?month=2026-13', undefined, admin.token)).status, 400);

  // The browser way: an admin cookie opens the dashboard and the CSV.
  const session = await fetch(`${system.apiUrl}/api/admin/session`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` } });
  const cookie = session.headers.get('set-cookie')!.split(';')[0]!;
  const dashboard = await fetch(`${system.apiUrl}/admin/queues`, { headers: { cookie } });
  t.equal(dashboard.status, 200);
  t.match(dashboard.headers.get('content-type'), /text\/html/);
  const csv = await fetch(`${system.apiUrl}/admin/earnings.csv?month=${month}`, { headers: { cookie } });
  t.match(csv.headers.get('content-disposition'), `guidepass-earnings-${month}.csv`);
  const lines = (await csv.text()).trim().split('\r\n');
  t.equal(lines[0], 'month,salesperson,referral_code,sales,revenue_pula,charged_other_currencies,commission_pula,paid_out_pula,owed_pula');
  t.match(lines[1], new RegExp(`^"${month}","Neo Kgosi","[A-Z2-9]{6}","1","760.00","${(paid.amount_minor / 100).toFixed(2)} USD","76.00","0.00","76.00"$`));
  t.equal((await fetch(`${system.apiUrl}/admin/earnings.csv`, { headers: { cookie: `gp_admin=${member.token}` } })).status, 401, 'an access token is no admin cookie');
});

t.test('"Ana\u200B Smith", "ＡＮＡ SMITH" and "ana  smith" sign up under one salesperson', async (t) => {
  const system = await startSystem(t, { workers: false, env: { ADMIN_EMAILS: 'names-admin@example.com' } });
  const signup = (email: string, firstName: string, lastName: string) =>
    system.call('POST', '/auth/signup', { email, password: 'delta-safari-9', confirmPassword: 'delta-safari-9', firstName, lastName });
  for (const [i, [first, last]] of [['Ana\u200B', 'Smith'], ['ＡＮＡ', 'SMITH'], ['ana ', ' smith']].entries()) {
    t.equal((await signup(`ana${i}@example.com`, first!, last!)).status, 201);
  }
  const ids = await system.db.selectFrom('users').select('salesperson_id').where('email', 'like', 'ana%').execute();
  t.equal(new Set(ids.map((r) => r.salesperson_id)).size, 1, 'one salesperson');
  const admin = await system.member('names-admin@example.com');
  const collisions = await system.call('GET', '/admin/salesperson-key-collisions', undefined, admin.token);
  t.same(collisions.body, { data: [] }, 'a fresh database has nothing to report');
});
