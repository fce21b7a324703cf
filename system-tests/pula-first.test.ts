import t from 'tap';
import { startSystem, type System } from './helper.ts';

// Issue 29 items 1, 3, 4 (product.md §17) through the api, DPO's stand-in and the worker: the way of paying follows
// the member, "Pay another way" withdraws the request on the phone, and every payment is named the way it was paid.
async function onThePhone(system: System, transToken: string, outcome: 'approved' | 'declined') {
  const response = await fetch(`${system.sandboxUrl}/dpo/_control/mobile/${transToken}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  if (!response.ok) throw new Error(`phone control: ${response.status} ${await response.text()}`);
}

const statusOf = async (system: System, paymentId: string) =>
  (await system.db.selectFrom('payments').select('status').where('id', '=', paymentId).executeTakeFirstOrThrow()).status;

t.test('pula first', async (t) => {
  const adminEmail = 'pula-first-admin@example.com';
  const system = await startSystem(t, { env: { ADMIN_EMAILS: adminEmail } });
  // each request its own number: a number takes 1 open request and 3 an hour (product.md §18)
  const startMobile = async (token: string, phone: string, operator = 'orange') => {
    const started = await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local', mobile: { phone, operator } }, token);
    t.equal(started.status, 200, JSON.stringify(started.body));
    return started.body.data as { paymentId: string; providerRef: string };
  };

  t.test('a member who never paid: mobile money preselected for Local, PayPal for SADC and International', async (t) => {
    const member = await system.member();
    const tiers = await system.call('GET', '/api/tiers', undefined, member.token);
    t.same(tiers.body.data.preferred, {
      local: { provider: 'dpo', mobile: { operator: 'orange', phone: null } },
      sadc: { provider: 'paypal', mobile: null },
      global: { provider: 'paypal', mobile: null },
    });
  });

  t.test('paid with MyZaka: that wallet and number everywhere next time, and the receipt names it', async (t) => {
    const member = await system.member();
    const started = await startMobile(member.token, '72 345 890', 'mascom');
    const row = await system.db.selectFrom('payments').select(['mobile_phone', 'mobile_operator']).where('id', '=', started.paymentId).executeTakeFirstOrThrow();
    t.same(row, { mobile_phone: '26772345890', mobile_operator: 'mascom' }, 'kept on the payment when it is made');
    await onThePhone(system, started.providerRef, 'approved');
    await system.eventually(() => statusOf(system, started.paymentId), (s) => s === 'captured', 10_000, 100);

    const way = { provider: 'dpo', mobile: { operator: 'mascom', phone: '26772345890' } };
    const tiers = await system.call('GET', '/api/tiers', undefined, member.token);
    t.same(tiers.body.data.preferred, { local: way, sadc: way, global: way }, 'on every tier');
    const membership = await system.call('GET', '/api/membership', undefined, member.token);
    t.same(membership.body.data.preferred, way, "My membership's renewal");
    t.match(membership.body.data.payments, [{ id: started.paymentId, status: 'captured', paidWith: 'MyZaka ·· 890' }]);
    const mails = await system.eventually(() => system.inbox(member.email), (list) => list.some((mail) => mail.subject.startsWith('Your guidepass receipt')));
    const receipt = mails.find((mail) => mail.subject.startsWith('Your guidepass receipt'))!;
    t.match(receipt.text, /MyZaka ·· 890/, 'the mailed receipt names the wallet and number');
  });

  t.test('"Pay another way" withdraws the request on the phone; the phone can no longer pay it', async (t) => {
    const member = await system.member();
    const started = await startMobile(member.token, '71 111 001');
    const withdrawn = await system.call('POST', `/api/payments/${started.paymentId}/withdraw`, undefined, member.token);
    t.equal(withdrawn.status, 200, JSON.stringify(withdrawn.body));
    t.same(withdrawn.body.data, { status: 'cancelled', withdrawal: 'withdrawn' });
    t.equal(await statusOf(system, started.paymentId), 'cancelled');
    const approve = await fetch(`${system.sandboxUrl}/dpo/_control/mobile/${started.providerRef}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approved' }),
    });
    t.not(approve.status, 200, 'DPO no longer takes an approval for the cancelled token');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    t.equal(await statusOf(system, started.paymentId), 'cancelled', 'nothing credited');
    const again = await system.call('POST', `/api/payments/${started.paymentId}/withdraw`, undefined, member.token);
    t.equal(again.status, 409, 'twice is refused');
    t.equal(again.body.error.reason, 'payment-not-withdrawable');

    const membership = await system.call('GET', '/api/membership', undefined, member.token);
    t.match(membership.body.data.payments, [{ id: started.paymentId, status: 'cancelled' }], 'the latest attempt only, as not completed');
  });

  t.test("withdrawing another member's payment, or a paid one, is refused and changes nothing", async (t) => {
    const owner = await system.member();
    const other = await system.member();
    const started = await startMobile(owner.token, '71 111 002');
    const foreign = await system.call('POST', `/api/payments/${started.paymentId}/withdraw`, undefined, other.token);
    t.equal(foreign.status, 404);
    t.equal(foreign.body.error.reason, 'payment-not-found');
    const garbage = await system.call('POST', '/api/payments/not-a-uuid/withdraw', undefined, owner.token);
    t.equal(garbage.status, 400);
    t.equal(await statusOf(system, started.paymentId), 'created', "the owner's payment is untouched");
    await onThePhone(system, started.providerRef, 'approved');
    await system.eventually(() => statusOf(system, started.paymentId), (s) => s === 'captured', 10_000, 100);
    const paid = await system.call('POST', `/api/payments/${started.paymentId}/withdraw`, undefined, owner.token);
    t.equal(paid.status, 409);
    t.equal(await statusOf(system, started.paymentId), 'captured');
  });

  t.test('attempts that never completed are not receipts: at most the latest shows', async (t) => {
    const member = await system.member();
    const first = await startMobile(member.token, '71 111 003');
    await onThePhone(system, first.providerRef, 'approved');
    await system.eventually(() => statusOf(system, first.paymentId), (s) => s === 'captured', 10_000, 100);
    const declined = await startMobile(member.token, '71 111 004');
    await onThePhone(system, declined.providerRef, 'declined');
    await system.eventually(() => statusOf(system, declined.paymentId), (s) => s === 'failed', 10_000, 100);
    const abandoned = await startMobile(member.token, '71 111 005');
    const membership = await system.call('GET', '/api/membership', undefined, member.token);
    t.same(
      membership.body.data.payments.map((payment: { id: string }) => payment.id),
      [abandoned.paymentId, first.paymentId],
      'the declined attempt before the latest is left out',
    );
  });

  t.test('a refund that ends the membership: the profile says refunded, and the mail says so with the way it was paid', async (t) => {
    const admin = await system.member(adminEmail);
    const member = await system.member();
    const paid = await startMobile(member.token, '71 111 567');
    await onThePhone(system, paid.providerRef, 'approved');
    await system.eventually(() => statusOf(system, paid.paymentId), (s) => s === 'captured', 10_000, 100);
    const before = await system.call('GET', '/api/me', undefined, member.token);
    t.equal(before.body.data.refunded, null, 'paid, not refunded');
    const refund = await system.call('POST', `/api/admin/payments/${paid.paymentId}/refund`, { reason: 'Asked for it back' }, admin.token);
    t.equal(refund.status, 200, JSON.stringify(refund.body));
    const me = await system.eventually(
      () => system.call('GET', '/api/me', undefined, member.token),
      (answer) => answer.body.data.refunded !== null,
      5_000,
      100,
    );
    t.match(me.body.data, { membershipActive: false, refunded: { priceThebe: 10000 } });
    const mails = await system.eventually(() => system.inbox(member.email), (list) => list.some((mail) => mail.subject.includes('was refunded')));
    const mail = mails.find((mail) => mail.subject.includes('was refunded'))!;
    t.match(mail.text, /Paid with: Orange Money ·· 567/);
    t.match(mail.text, /Your payment of P100 on \d+ \w+ was refunded; your membership ended on \d+ \w+\./);
    t.notMatch(mail.text, /expired|not active/i);
    const shown = await system.call('GET', `/admin/members?email=${encodeURIComponent(member.email)}`, undefined, admin.token);
    t.match(shown.body.data.payments, [{ id: paid.paymentId, status: 'refunded', paidWith: 'Orange Money ·· 567' }], "the admin's member view names the way");
  });
});
