import t from 'tap';
import { startSystem, type System } from './helper.ts';

// Two weeks of membership fall inside this lead time, so the reminder is due at once after a payment.
const env = { RENEWAL_REMINDER_HOURS: String(15 * 24), LIFECYCLE_SWEEP_SECONDS: '1' };
const endsSoon = /^Your guidepass membership ends in /;
const ended = 'Your guidepass membership has ended';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const subjects = async (system: System, to: string) => (await system.inbox(to)).map((mail) => mail.subject);

t.test('Yoco: one "ends soon" reminder with the renew link, one "has ended" after expiry; a member on PayPal renewal is not reminded', async (t) => {
  const system = await startSystem(t, { env });
  // The reminder leads to the member's own way of paying (product.md §14): Yoco, preselected.
  const renewLink = `${system.config.appUrl}/?renew=1&method=yoco`;

  const onRenewal = await system.member();
  const subscription = (await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, onRenewal.token)).body.data;
  await system.subscriptionDecision(subscription.redirectUrl, 'approve');
  t.same((await system.call('POST', '/api/subscriptions/paypal/confirm', { subscriptionId: subscription.subscriptionId }, onRenewal.token)).body.data, { success: true, status: 'captured' });

  const yoco = await system.member();
  const checkout = (await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, yoco.token)).body.data;
  await system.yocoDecision(checkout.redirectUrl, 'pay');

  const reminders = await system.eventually(async () => (await system.inbox(yoco.email)).filter((mail) => endsSoon.test(mail.subject)), (mails) => mails.length > 0);
  t.match(reminders[0]!.subject, /ends in (13|14) days$/);
  t.match(reminders[0]!.text, `Renew my membership: ${renewLink}`);
  t.match(reminders[0]!.html, `href="${renewLink.replace('&', '&#38;')}"`);
  // Several sweeps later: still exactly one, and none for the member whose PayPal renewal charges them.
  await sleep(3_000);
  t.equal((await subjects(system, yoco.email)).filter((subject) => endsSoon.test(subject)).length, 1, 'exactly one reminder');
  const renewalMails = await subjects(system, onRenewal.email);
  t.ok(renewalMails.some((subject) => subject.startsWith('Your guidepass receipt')), 'the renewing member got a receipt');
  t.notOk(renewalMails.some((subject) => endsSoon.test(subject)), 'but no "ends soon"');

  // The membership runs out: one "has ended", however many sweeps follow.
  await system.db.updateTable('users').set({ membership_expiry: new Date(Date.now() - 1_000) }).where('id', '=', yoco.uid).execute();
  const endedMails = await system.eventually(async () => (await system.inbox(yoco.email)).filter((mail) => mail.subject === ended), (mails) => mails.length > 0);
  t.match(endedMails[0]!.text, `Renew my membership: ${renewLink}`);
  await sleep(2_500);
  t.equal((await subjects(system, yoco.email)).filter((subject) => subject === ended).length, 1, 'exactly one "has ended"');
  t.same(
    (await system.db.selectFrom('member_notices').select('kind').where('user_id', '=', yoco.uid).orderBy('created_at').execute()).map((row) => row.kind),
    ['receipt', 'ends-soon', 'ended'],
    'each recorded once',
  );
});
