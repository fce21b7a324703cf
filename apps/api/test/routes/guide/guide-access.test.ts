import t, { type Test } from 'tap';
import { deriveInviteToken } from '@guidepass/domain/salesperson-invite';
import { guidePassOpens } from '../../../src/services/guide/guide-pass.ts';
import { build, json, queuedMail, testSecret, verifiedMember } from '../../helper.ts';

const adminEmail = 'boss@example.com';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** An admin, and a person who claimed the salesperson record the admin created and invited them to. */
async function setup(t: Test) {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const admin = await verifiedMember(app, adminEmail);
  const post = (url: string, payload: unknown, token: string) => app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
  const created = json(await post('/api/admin/salespersons', { firstName: 'Lesedi', lastName: 'Dube' }, admin.accessToken)).data as { id: string };
  const invited = await post(`/api/admin/salespersons/${created.id}/invite`, { email: 'lesedi@example.com' }, admin.accessToken);
  if (invited.statusCode !== 202) throw new Error(`invite failed: ${invited.body}`);
  const job = (await queuedMail(app)).filter((j) => j.kind === 'salesperson-invite').at(-1)!;
  const salesperson = await verifiedMember(app, 'lesedi@example.com');
  const claimed = await post('/api/salesperson/claim', { token: deriveInviteToken(testSecret, job.tokenId) }, salesperson.accessToken);
  if (claimed.statusCode !== 200) throw new Error(`claim failed: ${claimed.body}`);
  const openGuide = (token: string) => app.inject({ method: 'POST', url: '/api/guide/session', headers: bearer(token) });
  const passOf = async (token: string) => (json(await openGuide(token)).data.path as string).split('/')[2]!;
  return { app, admin, salesperson, salespersonId: created.id, openGuide, passOf };
}

t.test('a confirmed salesperson and an admin open the guide without paying; a member who has not paid does not', async (t) => {
  const { app, admin, salesperson, openGuide, passOf } = await setup(t);
  const member = await verifiedMember(app, 'member@example.com');

  const refused = await openGuide(member.accessToken);
  t.equal(refused.statusCode, 403, 'an unpaid member is still refused');
  t.equal(json(refused).error?.reason, 'membership-inactive');

  for (const [who, account] of [['salesperson', salesperson], ['admin', admin]] as const) {
    const opened = await openGuide(account.accessToken);
    t.equal(opened.statusCode, 200, `the ${who} gets a guide pass`);
    t.match(json(opened).data, { path: /^\/guide\/[^/]+\/$/, expiresAt: String });
    t.equal(await guidePassOpens(app, await passOf(account.accessToken)), true, `the ${who}'s pass opens the guide proxy`);
  }
});

t.test('this access is not a membership: no payment, no receipt, no earnings, no membership', async (t) => {
  const { app, admin, salesperson, openGuide } = await setup(t);
  t.equal((await openGuide(salesperson.accessToken)).statusCode, 200);
  t.equal((await openGuide(admin.accessToken)).statusCode, 200);

  const payments = await app.db.selectFrom('payments').select('id').execute();
  t.same(payments, [], 'nothing in the payments table');
  for (const account of [salesperson, admin]) {
    const me = json(await app.inject({ url: '/api/me', headers: bearer(account.accessToken) })).data;
    t.match(me, { paymentStatus: 'pending', membershipExpiry: null, membershipActive: false }, 'the profile shows no membership');
    const membership = json(await app.inject({ url: '/api/membership', headers: bearer(account.accessToken) })).data;
    t.match(membership, { active: false, expiresAt: null, autoRenew: null, payments: [] }, 'My membership lists no payment or receipt');
  }
  const sales = json(await app.inject({ url: '/api/salesperson/me', headers: bearer(salesperson.accessToken) })).data;
  t.match(sales.allTime, { sales: 0, payingMembers: 0, earningsThebe: 0 }, 'no sale or earnings for the salesperson');
  const rollup = await app.db.selectFrom('salesperson_month_totals').selectAll().execute();
  t.equal(rollup.every((row) => Number(row.sales) === 0 && Number(row.earnings_thebe) === 0), true, 'no sales in the earnings rollup');
});

t.test('a salesperson whose record is no longer theirs loses the guide at once, pass included', async (t) => {
  const { app, salesperson, salespersonId, openGuide, passOf } = await setup(t);
  const pass = await passOf(salesperson.accessToken);
  t.equal(await guidePassOpens(app, pass), true);

  await app.db.updateTable('salespersons').set({ user_id: null, claimed_at: null }).where('id', '=', salespersonId).execute();
  t.equal(await guidePassOpens(app, pass), false, 'the pass handed out before stops opening the guide');
  const refused = await openGuide(salesperson.accessToken);
  t.equal(refused.statusCode, 403);
  t.equal(json(refused).error?.reason, 'membership-inactive');
});
