import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { nextChargeOf } from '@guidepass/payments/next-charge';
import { build, json, verifiedMember } from '../../../helper.ts';
import { weeklyPaypalSubscription } from '../../../paypal-subscription-fixture.ts';

const day = 24 * 60 * 60 * 1000;

/** A live (ACTIVE) PayPal subscription of `userId` whose next charge PayPal last said is `nextChargeAt`. */
async function liveSubscription(app: FastifyInstance, userId: string, nextChargeAt: Date | null) {
  const row = await weeklyPaypalSubscription(app, userId, 'I-NEXTCHARGE1');
  await app.db.updateTable('subscriptions').set({ status: 'ACTIVE', next_charge_at: nextChargeAt }).where('id', '=', row.id).execute();
  return row.id;
}

t.test('nextChargeOf: PayPal\'s time, never before the paid-through date, none when PayPal names none', async (t) => {
  const paidThrough = new Date('2026-12-10T08:00:00Z');
  t.same(nextChargeOf(new Date('2026-12-10T09:00:00Z'), paidThrough), new Date('2026-12-10T09:00:00Z'), 'after it: PayPal\'s');
  t.same(nextChargeOf(new Date('2026-11-26T08:00:00Z'), paidThrough), paidThrough, 'before it: the paid-through date');
  t.same(nextChargeOf(paidThrough, paidThrough), paidThrough);
  // PayPal counts in whole seconds: its time in the paid-through date's second is that date, as PayPal says it.
  t.same(nextChargeOf(new Date('2026-12-10T08:00:00Z'), new Date('2026-12-10T08:00:00.779Z')), new Date('2026-12-10T08:00:00Z'));
  t.same(nextChargeOf(new Date('2026-12-10T07:59:59Z'), new Date('2026-12-10T08:00:00.779Z')), new Date('2026-12-10T08:00:00.779Z'));
  t.equal(nextChargeOf(null, paidThrough), null);
  t.same(nextChargeOf(new Date('2026-11-26T08:00:00Z'), null), new Date('2026-11-26T08:00:00Z'));
});

t.test('GET /api/membership: the next charge follows PayPal, never before the paid-through date; none with renewal off', async (t) => {
  const app = await build(t);
  const member = await verifiedMember(app, 'member@example.com');
  const headers = { authorization: `Bearer ${member.accessToken}` };
  const read = async () => json(await app.inject({ url: '/api/membership', headers })).data;
  const paidThrough = new Date(Math.ceil((Date.now() + 14 * day) / 1000) * 1000);
  await app.db.updateTable('users').set({ payment_status: 'paid', membership_expiry: paidThrough }).where('id', '=', member.uid).execute();

  t.equal((await read()).autoRenew, null, 'renewal off: no next charge at all');

  // PayPal's first read after the payment names a time before the paid-through date (the moment of payment).
  const subscriptionId = await liveSubscription(app, member.uid, new Date());
  t.equal((await read()).autoRenew.nextChargeAt, paidThrough.toISOString(), 'shown as the paid-through date, not the moment of payment');

  // After a sale PayPal's next_billing_time moves on: that is what is shown.
  const nextBilling = new Date(paidThrough.getTime() + 7 * day);
  await app.db.updateTable('users').set({ membership_expiry: new Date(paidThrough.getTime() + 7 * day - 60_000) }).where('id', '=', member.uid).execute();
  await app.db.updateTable('subscriptions').set({ next_charge_at: nextBilling }).where('id', '=', subscriptionId).execute();
  t.equal((await read()).autoRenew.nextChargeAt, nextBilling.toISOString(), "PayPal's next billing time once it is after the paid-through date");

  await app.db.updateTable('subscriptions').set({ status: 'CANCELLED', next_charge_at: null }).where('id', '=', subscriptionId).execute();
  t.equal((await read()).autoRenew, null, 'turned off: no next charge');
});
