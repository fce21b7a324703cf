import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { activatePayment } from '@guidepass/payments/activate-payment';
import { applyRefund } from '@guidepass/payments/apply-refund';
import { insertPayment } from '@guidepass/payments/payments-repository';
import { currentMonth } from '@guidepass/domain/gaborone-month';
import { build, json, verifiedMember } from '../../helper.ts';

const adminEmail = 'boss@example.com';
const buyerEmail = 'kagiso.moeng@gmail.com';

/**
 * An admin, a salesperson's account (it claimed "Neo Kgosi", the name every test sign-up gives) and a buyer; a
 * sale is captured through activatePayment and then dated, as a capture at that instant would be.
 */
async function people(app: FastifyInstance) {
  const admin = await verifiedMember(app, adminEmail);
  const seller = await verifiedMember(app, 'seller@example.com');
  const buyer = await verifiedMember(app, buyerEmail);
  const record = await app.db.updateTable('salespersons').set({ user_id: seller.uid, claimed_at: new Date() }).where('name_key', '=', 'neo kgosi').returning(['id', 'referral_code']).executeTakeFirstOrThrow();
  let n = 0;
  const sale = async (capturedAt: string, weeks = 2) => {
    n += 1;
    const id = await insertPayment(app.db, { userId: buyer.uid, tierId: 'local', provider: 'yoco', amountMinor: 6650 * weeks, currency: 'ZAR', priceThebe: 5000 * weeks, weeks });
    await app.db.updateTable('payments').set({ provider_ref: `CHECKOUT-${n}` }).where('id', '=', id).execute();
    if ((await activatePayment(app.db, id, `PAY-${n}`, 0.1)) !== 'activated') throw new Error('not activated');
    await app.db.updateTable('payments').set({ captured_at: new Date(capturedAt) }).where('id', '=', id).execute();
    return id;
  };
  const refund = async (paymentId: string, at: string, amountMinor?: number) => {
    n += 1;
    await applyRefund(app.db, paymentId, { refundRef: `REFUND-${n}`, amountMinor });
    await app.db.updateTable('payment_refunds').set({ created_at: new Date(at) } as never).where('refund_ref', '=', `REFUND-${n}`).execute();
    await app.db.updateTable('payments').set({ refunded_at: new Date(at) }).where('id', '=', paymentId).where('status', '=', 'refunded').execute();
  };
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  return { admin, seller, buyer, record, sale, refund, as };
}

t.test('GET /api/salesperson/me: 401 signed out, 403 for an account that claimed no record, the §9 figures for a salesperson', async (t) => {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const { seller, buyer, admin, record, sale, refund, as } = await people(app);

  t.equal((await app.inject({ url: '/api/salesperson/me' })).statusCode, 401);
  for (const token of [buyer.accessToken, admin.accessToken]) {
    const refused = await app.inject({ url: '/api/salesperson/me', headers: as(token) });
    t.equal(refused.statusCode, 403);
    t.match(json(refused).error, { code: 'permission-denied', reason: 'not-a-salesperson' });
    t.equal((await app.inject({ url: '/api/salesperson/me/ledger?month=2026-01', headers: as(token) })).statusCode, 403, 'nor its ledger');
  }

  // 23:30 UTC on 31 January is 01:30 on 1 February in Gaborone: February's sale.
  const first = await sale('2026-01-31T23:30:00Z');
  await sale('2026-01-31T21:30:00Z', 1); // 23:30 on 31 January in Gaborone: January's
  await sale('2026-02-10T10:00:00Z', 1);
  await refund(first, '2026-03-02T08:00:00Z', 3990); // 30 % of R133.00, in March: claws back 30 % of P10
  const me = async (month?: string) => json(await app.inject({ url: `/api/salesperson/me${month ? `?month=${month}` : ''}`, headers: as(seller.accessToken) })).data;

  const february = await me('2026-02');
  t.same(february, {
    id: record.id,
    fullName: 'Neo Kgosi',
    referralCode: record.referral_code,
    referralUrl: `http://app.test/?ref=${record.referral_code}`,
    month: { label: '2026-02', signups: 0, payingMembers: 1, sales: 2, earningsThebe: 1000 + 500, earnings: 'P15', paidOutThebe: 0, owedThebe: 1500 },
    allTime: { signups: 3, payingMembers: 1, sales: 3, earningsThebe: 1500 + 500 - 300, earnings: 'P17', paidOutThebe: 0, owedThebe: 1700 },
  });
  t.match((await me('2026-01')).month, { sales: 1, earningsThebe: 500, payingMembers: 1 });
  t.match((await me('2026-03')).month, { sales: 0, earningsThebe: -300, payingMembers: 0 }, 'the clawback counts in the month of the refund');
  t.match((await me()).month, { label: currentMonth(), signups: 3 }, 'this Gaborone month by default: the three accounts signed up under Neo Kgosi');
  t.equal((await app.inject({ url: '/api/salesperson/me?month=2026-13', headers: as(seller.accessToken) })).statusCode, 400);
});

t.test('the ledger: sales and refunds of a Gaborone month, adding up to its earnings, members by a first name and an initial or a masked e-mail, never the e-mail', async (t) => {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const { seller, sale, refund, as } = await people(app);
  const first = await sale('2026-01-31T23:30:00Z');
  await sale('2026-02-27T23:00:00Z', 1); // 28 February 01:00 in Gaborone
  await refund(first, '2026-02-28T21:59:00Z'); // 23:59 on 28 February in Gaborone: the rest of it, all the commission back
  await sale('2026-02-28T22:00:00Z', 1); // midnight: March

  const ledger = async (month: string) => app.inject({ url: `/api/salesperson/me/ledger?month=${month}`, headers: as(seller.accessToken) });
  const february = await ledger('2026-02');
  t.equal(february.statusCode, 200);
  const rows = json(february).data.rows;
  t.same(
    rows.map((r: Record<string, unknown>) => [r.at, r.kind, r.commissionThebe, r.priceThebe, r.amount, r.amountMinor, r.currency, r.tierId, r.member, r.memberName, r.tierName]),
    [
      ['2026-02-28T21:59:00.000Z', 'refund', -1000, 10000, '133.00', 13300, 'ZAR', 'local', 'K. M. · k***@gmail.com', 'Kagiso M.', 'Local (Botswana Citizens)'],
      ['2026-02-27T23:00:00.000Z', 'sale', 500, 5000, '66.50', 6650, 'ZAR', 'local', 'K. M. · k***@gmail.com', 'Kagiso M.', 'Local (Botswana Citizens)'],
      ['2026-01-31T23:30:00.000Z', 'sale', 1000, 10000, '133.00', 13300, 'ZAR', 'local', 'K. M. · k***@gmail.com', 'Kagiso M.', 'Local (Botswana Citizens)'],
    ],
  );
  const figures = json(await app.inject({ url: '/api/salesperson/me?month=2026-02', headers: as(seller.accessToken) })).data.month;
  t.equal(rows.reduce((sum: number, r: { commissionThebe: number }) => sum + r.commissionThebe, 0), figures.earningsThebe, "the ledger adds up to the month's earnings");
  t.equal(figures.sales, 1, 'two sales captured, one refunded in full');
  t.notMatch(february.body, /moeng/i, 'never the e-mail or a last name (product.md §14: first name and initial)');
  t.notMatch(february.body, new RegExp(buyerEmail.replace('.', '\\.'), 'i'));
  t.equal(json(await ledger('2026-03')).data.rows.length, 1);
  t.same(json(await ledger('2025-12')).data.rows, []);

  for (const edge of ['0000-01', '0001-01', '9999-12']) {
    const answer = await ledger(edge);
    t.equal(answer.statusCode, 200, `${edge}: the earliest and latest months the pattern allows are answered, not a 5xx`);
    t.same(json(answer).data.rows, []);
  }
  for (const bad of ['', '?month=2026-2', '?month=2026-02&extra=1', '?month=2026-00']) {
    const refused = await app.inject({ url: `/api/salesperson/me/ledger${bad}`, headers: as(seller.accessToken) });
    t.equal(refused.statusCode, 400, bad);
    t.match(json(refused).error, { code: 'invalid-argument' });
  }
});

t.test('payouts: admin only, validated, adding up per month; owed = earned − paid out in every view and the CSV', async (t) => {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const { admin, seller, buyer, record, sale, as } = await people(app);
  await sale('2026-01-31T23:30:00Z'); // February: P10 commission
  await sale('2026-02-15T12:00:00Z', 1); // February: P5
  const payout = (body: Record<string, unknown>, token = admin.accessToken, id = record.id) =>
    app.inject({ method: 'POST', url: `/api/admin/salespersons/${id}/payouts`, headers: as(token), payload: body });

  // Refused, recording nothing.
  t.equal((await payout({ month: '2026-02', amountThebe: 100, reference: 'x' }, seller.accessToken)).statusCode, 403, 'a salesperson is no admin');
  t.equal((await payout({ month: '2026-02', amountThebe: 100, reference: 'x' }, buyer.accessToken)).statusCode, 403);
  const unknown = await payout({ month: '2026-02', amountThebe: 100, reference: 'x' }, admin.accessToken, '00000000-0000-4000-8000-000000000000');
  t.equal(unknown.statusCode, 404);
  t.match(json(unknown).error, { code: 'not-found', reason: 'salesperson-not-found' });
  t.equal((await payout({ month: '2026-02', amountThebe: 100, reference: 'x' }, admin.accessToken, 'not-a-uuid')).statusCode, 400);
  const nextYear = `${Number(currentMonth().slice(0, 4)) + 1}-01`;
  for (const bad of [
    { month: '2026-13', amountThebe: 100, reference: 'x' },
    { month: '26-02', amountThebe: 100, reference: 'x' },
    { month: nextYear, amountThebe: 100, reference: 'x' },
    { month: '2026-02', amountThebe: 0, reference: 'x' },
    { month: '2026-02', amountThebe: -5, reference: 'x' },
    { month: '2026-02', amountThebe: 10.5, reference: 'x' },
    { month: '2026-02', amountThebe: '100', reference: 'x' },
    { month: '2026-02', amountThebe: 100_000_001, reference: 'x' },
    { month: '2026-02', amountThebe: 100, reference: '' },
    { month: '2026-02', amountThebe: 100, reference: '   ' },
    { month: '2026-02', amountThebe: 100 },
    { month: '2026-02', amountThebe: 100, reference: 'x', paidOn: '2026-02-30' },
    { month: '2026-02', amountThebe: 100, reference: 'x', paidOn: '30/03/2026' },
    { month: '2026-02', amountThebe: 100, reference: 'x', paidOn: '0000-01-01' },
    { month: '2026-02', amountThebe: 100, reference: 'x', paidOn: '2026-13-01' },
    { month: '2026-02', amountThebe: 100, reference: 'x', extra: true },
  ]) {
    const refused = await payout(bad);
    t.equal(refused.statusCode, 400, JSON.stringify(bad));
    t.equal(json(refused).error?.code, 'invalid-argument');
  }
  t.same(await app.db.selectFrom('salesperson_payouts').selectAll().execute(), [], 'nothing recorded');

  const firstPayout = await payout({ month: '2026-02', amountThebe: 600, reference: 'FNB 1234', paidOn: '2026-03-05' });
  t.equal(firstPayout.statusCode, 201);
  t.match(json(firstPayout).data, { salespersonId: record.id, month: '2026-02', amountThebe: 600, amount: 'P6', reference: 'FNB 1234', paidOn: '2026-03-05', earningsThebe: 1500, paidOutThebe: 600, owedThebe: 900 });
  const second = json(await payout({ month: '2026-02', amountThebe: 400, reference: ' FNB 1299 ' })).data;
  t.match(second, { reference: 'FNB 1299', paidOutThebe: 1000, owedThebe: 500 }, 'payouts of a month add up');
  t.match(second.paidOn, /^\d{4}-\d{2}-\d{2}$/, "today's date in Gaborone by default");
  await payout({ month: '2026-01', amountThebe: 250, reference: 'FNB 1100' });

  const report = json(await app.inject({ url: '/admin/earnings?month=2026-02', headers: as(admin.accessToken) })).data.salespersons;
  t.match(report, [{ id: record.id, fullName: 'Neo Kgosi', sales: 2, commissionThebe: 1500, paidOutThebe: 1000, owedThebe: 500, paidOut: 'P10', owed: 'P5', payingMembers: 1 }]);
  // The pula revenue, and what the two Yoco sales were charged in rand (product.md §13).
  t.match(report, [{ revenue: 'P150', charged: [{ currency: 'ZAR', amountMinor: 19950, label: 'R199.50' }] }]);
  t.match(json(await app.inject({ url: '/admin/earnings?month=2026-01', headers: as(admin.accessToken) })).data.salespersons, [{ sales: 0, paidOutThebe: 250, owedThebe: -250 }], 'a month with only a payout is listed');

  const csv = await app.inject({ url: '/admin/earnings.csv?month=2026-02', headers: as(admin.accessToken) });
  const lines = csv.body.trim().split('\r\n');
  t.equal(lines[0], 'month,salesperson,referral_code,sales,revenue_pula,charged_other_currencies,commission_pula,paid_out_pula,owed_pula');
  t.equal(lines[1], `"2026-02","Neo Kgosi","${record.referral_code}","2","150.00","199.50 ZAR","15.00","10.00","5.00"`);

  const list = json(await app.inject({ url: '/api/salespersons?month=2026-02', headers: as(admin.accessToken) })).data;
  t.match(list, [
    {
      id: record.id,
      referralUrl: `http://app.test/?ref=${record.referral_code}`,
      claimed: true,
      invitedEmail: null,
      totalSales: 2,
      currentMonthEarningsThebe: currentMonth() === '2026-02' ? 1500 : 0,
      month: { label: '2026-02', sales: 2, earningsThebe: 1500, paidOutThebe: 1000, owedThebe: 500 },
      allTime: { sales: 2, earningsThebe: 1500, paidOutThebe: 1250, owedThebe: 250 },
    },
  ]);
  t.match(json(await app.inject({ url: '/api/salesperson/me', headers: as(seller.accessToken) })).data.allTime, { earningsThebe: 1500, paidOutThebe: 1250, owedThebe: 250 });
  t.equal((await app.inject({ url: '/api/salespersons?month=2026-1', headers: as(admin.accessToken) })).statusCode, 400);
});

t.test('a partial refund leaves the report and the CSV net of it: revenue, money charged and commission (issue 30)', async (t) => {
  const app = await build(t, { ADMIN_EMAILS: adminEmail });
  const { admin, record, sale, refund, as } = await people(app);
  const paid = await sale('2026-02-10T10:00:00Z'); // P100, R133.00, commission P10
  await refund(paid, '2026-02-20T10:00:00Z', 3990); // 30 %, in February too

  const report = json(await app.inject({ url: '/admin/earnings?month=2026-02', headers: as(admin.accessToken) })).data.salespersons;
  t.match(report, [{ id: record.id, sales: 1, revenue: 'P70', charged: [{ currency: 'ZAR', amountMinor: 9310 }], commissionThebe: 700 }]);
  const csv = await app.inject({ url: '/admin/earnings.csv?month=2026-02', headers: as(admin.accessToken) });
  t.equal(csv.body.trim().split('\r\n')[1], `"2026-02","Neo Kgosi","${record.referral_code}","1","70.00","93.10 ZAR","7.00","0.00","7.00"`);

  // The rest refunded in March: February keeps its net sale; March takes back the rest, and counts the refund.
  await refund(paid, '2026-03-03T10:00:00Z');
  const march = json(await app.inject({ url: '/admin/earnings?month=2026-03', headers: as(admin.accessToken) })).data.salespersons;
  t.match(march, [{ id: record.id, refunds: 1, revenue: 'P-70', charged: [{ currency: 'ZAR', amountMinor: -9310 }], commissionThebe: -700 }]);
  t.match(json(await app.inject({ url: '/admin/earnings?month=2026-02', headers: as(admin.accessToken) })).data.salespersons, [{ revenue: 'P70' }]);
});
