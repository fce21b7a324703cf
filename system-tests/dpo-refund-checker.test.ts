import t, { type Test } from 'tap';
import { startSystem, type System } from './helper.ts';
import { assertActivatedOnce } from './assertions.ts';

// Refunds have a life after 000 (issue 29 item 6, providers.md §6.8): DPO may hold a refund for its checker. The admin
// sees it pending, nothing is taken back; the worker follows it through verifyRefund and takes the weeks back only
// once DPO says approved; a declined one takes nothing back and may be asked for again.
const adminEmail = 'checker-admin@example.com';

async function dpoControl(system: System, path: string, body: object) {
  const response = await fetch(`${system.sandboxUrl}/dpo/_control${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`dpo control ${path}: ${response.status} ${await response.text()}`);
}

async function paidWithDpo(t: Test, system: System) {
  const member = await system.member();
  const start = await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local' }, member.token);
  const card = { action: 'card', cardNumber: '4111111111111111', cardExpiry: '12/39', cardCvv: '123', cardHolder: 'Neo Kgosi' };
  await fetch(start.body.data.redirectUrl, { method: 'POST', body: new URLSearchParams(card), redirect: 'manual' });
  await system.call('POST', '/api/payments/dpo/confirm', { paymentId: start.body.data.paymentId }, member.token);
  await assertActivatedOnce(t, system, member.uid, start.body.data.paymentId);
  return { member, paymentId: start.body.data.paymentId as string, token: start.body.data.providerRef as string };
}

t.test('DPO refunds held by the checker', async (t) => {
  const system = await startSystem(t, { env: { ADMIN_EMAILS: adminEmail } });
  const admin = await system.member(adminEmail);
  const refund = (paymentId: string, reason = 'Member asked') => system.call('POST', `/api/admin/payments/${paymentId}/refund`, { reason }, admin.token);
  const takenBack = async (paymentId: string) => (await system.db.selectFrom('payment_refunds').select(['amount_minor', 'weeks_taken_back']).where('payment_id', '=', paymentId).execute());
  const shown = async (email: string, paymentId: string) =>
    ((await system.call('GET', `/admin/members?email=${encodeURIComponent(email)}`, undefined, admin.token)).body.data.payments as { id: string; refundState: string | null }[]).find((p) => p.id === paymentId);
  const emailOf = async (uid: string) => (await system.db.selectFrom('users').select('email').where('id', '=', uid).executeTakeFirstOrThrow()).email;
  await dpoControl(system, '', { refundChecker: true });
  t.teardown(() => dpoControl(system, '', { refundChecker: false }));

  t.test('pending with the checker: nothing taken back, shown pending, no second refund; approved: the weeks back', async (t) => {
    const paid = await paidWithDpo(t, system);
    const answer = await refund(paid.paymentId);
    t.equal(answer.status, 200, JSON.stringify(answer.body));
    t.same(answer.body.data, { paymentId: paid.paymentId, status: 'captured', refundedThebe: 0, refundedMinor: 0, currency: 'BWP', refundState: 'pending' });
    t.same(await takenBack(paid.paymentId), [], 'no weeks taken back while DPO has not approved');
    t.equal((await system.call('GET', '/api/me', undefined, paid.member.token)).body.data.membershipActive, true);
    const email = await emailOf(paid.member.uid);
    t.match(await shown(email, paid.paymentId), { status: 'captured', refundedMinor: 0, refundState: 'pending' }, "the admin sees it waiting for DPO's checker");
    t.equal((await refund(paid.paymentId, 'again')).status, 409, 'a refund under way is not asked for twice');

    await dpoControl(system, `/refund/${paid.token}`, { outcome: 'approved' });
    const taken = await system.eventually(() => takenBack(paid.paymentId), (rows) => rows.length === 1, 15_000, 200);
    t.same(taken, [{ amount_minor: 10000, weeks_taken_back: 2 }], 'taken back once DPO says approved');
    t.match(await shown(email, paid.paymentId), { status: 'refunded', refundState: 'approved' });
    t.equal((await system.call('GET', '/api/me', undefined, paid.member.token)).body.data.membershipActive, false);
  });

  t.test('declined by the checker: nothing taken back, shown declined, and it can be asked for again', async (t) => {
    const paid = await paidWithDpo(t, system);
    t.equal((await refund(paid.paymentId)).body.data.refundState, 'pending');
    await dpoControl(system, `/refund/${paid.token}`, { outcome: 'declined' });
    const email = await emailOf(paid.member.uid);
    const declined = await system.eventually(() => shown(email, paid.paymentId), (payment) => payment?.refundState === 'declined', 15_000, 200);
    t.match(declined, { status: 'captured', refundedMinor: 0, refundState: 'declined' });
    t.same(await takenBack(paid.paymentId), []);
    t.equal((await system.call('GET', '/api/me', undefined, paid.member.token)).body.data.membershipActive, true);
    t.equal((await refund(paid.paymentId, 'asked again')).status, 200, 'a declined refund gave nothing: another may be asked for');
  });
});
