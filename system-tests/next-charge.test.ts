import t from 'tap';
import { startSystem, type System } from './helper.ts';

const week = 7 * 24 * 60 * 60 * 1000;

/** Waits until the api stored the sandbox's event and the worker processed it. */
const processed = (system: System, eventId: string) =>
  system.eventually(
    () => system.db.selectFrom('webhook_events').select(['processed_at']).where('event_id', '=', eventId).executeTakeFirst(),
    (row) => row?.processed_at != null,
  );

/** The paid-through date to PayPal's resolution (whole seconds). */
const toSecond = (iso: string) => Math.floor(new Date(iso).getTime() / 1000) * 1000;

type MembershipView = { active: boolean; expiresAt: string | null; autoRenew: { nextChargeAt: string | null } | null };

t.test("My membership's next charge: never before the paid-through date, PayPal's next billing time after every sale, none once off", async (t) => {
  const system = await startSystem(t);
  const member = await system.member();
  const membership = async () => (await system.call('GET', '/api/membership', undefined, member.token)).body.data as MembershipView;

  const start = await system.call('POST', '/api/subscriptions/paypal', { selectedTierId: 'local' }, member.token);
  const { redirectUrl, subscriptionId } = start.body.data as { redirectUrl: string; subscriptionId: string };
  await system.subscriptionDecision(redirectUrl, 'approve');
  t.same((await system.call('POST', '/api/subscriptions/paypal/confirm', { subscriptionId }, member.token)).body.data, { success: true, status: 'captured' });

  // Right after the first payment: the next charge is not "now" but no earlier than the paid-through date.
  const first = await membership();
  t.equal(first.active, true);
  t.ok(first.autoRenew?.nextChargeAt, 'renewal on: a next charge');
  t.ok(new Date(first.autoRenew!.nextChargeAt!).getTime() >= toSecond(first.expiresAt!), 'never before the paid-through date');
  t.ok(new Date(first.autoRenew!.nextChargeAt!).getTime() > Date.now() + week, 'two weeks bought: not at the moment of payment');

  // A statement that names the moment of payment (the approval's, applied late) never shows as the next charge.
  const recorded = await system.db.selectFrom('subscriptions').select(['id', 'next_charge_at']).where('paypal_subscription_id', '=', subscriptionId).executeTakeFirstOrThrow();
  await system.db.updateTable('subscriptions').set({ next_charge_at: new Date() }).where('id', '=', recorded.id).execute();
  t.equal((await membership()).autoRenew?.nextChargeAt, first.expiresAt, 'shown as the paid-through date, not the moment of payment');
  await system.db.updateTable('subscriptions').set({ next_charge_at: recorded.next_charge_at }).where('id', '=', recorded.id).execute();

  // A weekly charge at PayPal: the next charge moves on with it, to PayPal's next billing time.
  for (const round of [1, 2]) {
    const before = await membership();
    const bill = (await system.control('paypal', { outcome: 'completed' }, `/subscriptions/${subscriptionId}/bill`)) as { eventId: string };
    await processed(system, bill.eventId);
    const after = await system.eventually(membership, (view) => view.autoRenew?.nextChargeAt !== before.autoRenew?.nextChargeAt);
    const next = new Date(after.autoRenew!.nextChargeAt!).getTime();
    t.ok(next >= toSecond(after.expiresAt!), `sale ${round}: never before the paid-through date`);
    t.ok(next > new Date(before.autoRenew!.nextChargeAt!).getTime(), `sale ${round}: later than before the sale`);
    const record = await system.db.selectFrom('subscriptions').select('next_charge_at').where('paypal_subscription_id', '=', subscriptionId).executeTakeFirstOrThrow();
    // PayPal's time in whole seconds can fall up to a second before the paid-through date (which has milliseconds):
    // then the paid-through date is shown, by the rule above.
    const said = record.next_charge_at!.getTime();
    t.ok(next === said || (said < next && next - said < 2_000), `sale ${round}: what PayPal said (next_billing_time, recorded), or the paid-through date just after it`);
  }

  // Renewal off: access until the paid-through date, no next charge.
  t.equal((await system.call('DELETE', '/api/membership/auto-renew', undefined, member.token)).status, 200);
  const off = await membership();
  t.equal(off.autoRenew, null, 'no next charge with renewal off');
  t.equal(off.active, true);
});
