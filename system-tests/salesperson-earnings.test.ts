import t from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSystem } from './helper.ts';
import { assertActivatedOnce } from './assertions.ts';
import { currentMonth } from '@guidepass/domain/gaborone-month';

t.test("a salesperson's earnings and sales come from captured payments; refunds drop out; only admins read them", async (t) => {
  const system = await startSystem(t, { env: { ADMIN_EMAILS: 'boss@example.com' } });
  const buyer = await system.member();
  const admin = await system.member('boss@example.com');
  const pay = async () => {
    const start = (await system.call('POST', '/api/payments/yoco', { selectedTierId: 'global', paymentMethod: 'card' }, buyer.token)).body.data;
    await system.yocoDecision(start.redirectUrl, 'pay');
    await assertActivatedOnce(t, system, buyer.uid, start.paymentId);
    return start.paymentId as string;
  };
  const first = await pay();
  await system.eventually(
    async () => (await system.db.selectFrom('payments').select('status').where('status', '=', 'captured').execute()).length,
    (n) => n === 1,
  );
  const second = (await system.call('POST', '/api/payments/yoco', { selectedTierId: 'global', paymentMethod: 'card' }, buyer.token)).body.data;
  await system.yocoDecision(second.redirectUrl, 'pay');
  await system.eventually(
    async () => (await system.db.selectFrom('payments').select('status').where('id', '=', second.paymentId).executeTakeFirstOrThrow()).status,
    (s) => s === 'captured',
  );

  t.equal((await system.call('GET', '/api/salespersons', undefined, buyer.token)).status, 403, 'a member is no admin');
  // The buyer typed "Neo Kgosi" at sign-up: a name to review until an admin confirms it (product.md §14).
  t.same((await system.call('GET', '/api/salespersons', undefined, admin.token)).body.data, [], 'a typed name is no salesperson');
  const { salesperson_id } = await system.db.selectFrom('users').select('salesperson_id').where('id', '=', buyer.uid).executeTakeFirstOrThrow();
  t.equal((await system.call('POST', `/api/admin/salesperson-names/${salesperson_id}/confirm`, undefined, admin.token)).status, 200);
  const report = async () => (await system.call('GET', '/api/salespersons', undefined, admin.token)).body.data;
  // global: P380 a week; first purchase 2 weeks (P760), renewal 1 week (P380); commission 10 %.
  t.match(await report(), [{ fullName: 'Neo Kgosi', totalSales: 2, currentMonthEarningsThebe: 7600 + 3800, currentMonthEarnings: 'P114' }]);

  const { provider_ref } = await system.db.selectFrom('payments').select('provider_ref').where('id', '=', first).executeTakeFirstOrThrow();
  await fetch(`${system.sandboxUrl}/yoco/api/checkouts/${provider_ref}/refund`, { method: 'POST', headers: { authorization: `Bearer ${sandboxDefaults.yoco.secretKey}`, 'content-type': 'application/json' }, body: '{}' });
  await system.eventually(async () => (await report())[0].totalSales, (n) => n === 1);
  t.match(await report(), [{ totalSales: 1, currentMonthEarningsThebe: 3800 }]);

  // A 30 % refund of the renewal (1 week of global, R505.40) keeps the sale and claws back 30 % of its P38 commission.
  const renewal = await system.db.selectFrom('payments').select('provider_ref').where('id', '=', second.paymentId).executeTakeFirstOrThrow();
  await fetch(`${system.sandboxUrl}/yoco/api/checkouts/${renewal.provider_ref}/refund`, { method: 'POST', headers: { authorization: `Bearer ${sandboxDefaults.yoco.secretKey}`, 'content-type': 'application/json' }, body: JSON.stringify({ amount: 15162 }) });
  await system.eventually(async () => (await report())[0].currentMonthEarningsThebe, (n) => n !== 3800);
  t.match(await report(), [{ totalSales: 1, currentMonthEarningsThebe: 3800 - 1140 }], 'a partial refund claws back commission pro rata');
  const monthly = await system.call('GET', `/admin/earnings?month=${currentMonth()}`, undefined, admin.token);
  t.match(monthly.body.data.salespersons, [{ sales: 1, commissionThebe: 3800 - 1140 }], 'the admin report agrees');
});
