import t from 'tap';
import type { PaymentState } from '@guidepass/domain/payments';
import { applyPaymentEvent, expirePaymentsCreatedBefore } from '../src/apply-payment-event.ts';
import { nextPaymentState, paymentTransitions, transitionOf, type PaymentEvent, type PaymentEventType } from '../src/payment-transitions.ts';
import { paymentsFixture } from './helper.ts';

const sampleEvent: Record<PaymentEventType, PaymentEvent> = {
  capture: { type: 'capture', captureRef: 'CAPTURE-1' },
  hold: { type: 'hold', captureRef: 'CAPTURE-1' },
  fail: { type: 'fail', reason: 'declined' },
  expire: { type: 'expire' },
  refund: { type: 'refund' },
  withdraw: { type: 'withdraw' },
};
const allowed = Object.entries(paymentTransitions).flatMap(([from, events]) =>
  Object.entries(events).map(([event, to]) => ({ from: from as PaymentState, event: event as PaymentEventType, to: to as PaymentState })),
);
const refused: Array<[PaymentState, PaymentEventType]> = [
  ['captured', 'capture'],
  ['captured', 'fail'],
  ['captured', 'expire'],
  ['refunded', 'refund'],
  ['refunded', 'capture'],
  ['created', 'refund'],
  ['pending', 'hold'],
  ['pending', 'expire'],
  ['failed', 'fail'],
  ['expired', 'hold'],
  ['pending', 'withdraw'],
  ['captured', 'withdraw'],
  ['cancelled', 'withdraw'],
  ['cancelled', 'fail'],
];

t.test('the table names the allowed moves and nothing else', async (t) => {
  t.same(allowed.map(({ from, event, to }) => `${from} -${event}-> ${to}`).sort(), [
    'cancelled -capture-> captured',
    'captured -refund-> refunded',
    'created -capture-> captured',
    'created -expire-> expired',
    'created -fail-> failed',
    'created -hold-> pending',
    'created -withdraw-> cancelled',
    'expired -capture-> captured',
    'failed -capture-> captured',
    'pending -capture-> captured',
    'pending -fail-> failed',
  ]);
  for (const [from, event] of refused) t.equal(nextPaymentState(from, event), null, `${event} is refused from ${from}`);
  t.same(transitionOf('capture'), { from: ['created', 'pending', 'failed', 'expired', 'cancelled'], to: 'captured' });
  t.same(transitionOf('withdraw'), { from: ['created'], to: 'cancelled' });
});

t.test('every allowed transition moves the row in Postgres, with what its event records', async (t) => {
  const { db, newPayment, stateOf } = await paymentsFixture(t);
  for (const { from, event, to } of allowed) {
    const paymentId = await newPayment({ status: from });
    const moved = await applyPaymentEvent(db, paymentId, sampleEvent[event]);
    t.equal(moved?.status, to, `${from} -${event}-> ${to}`);
    t.equal(await stateOf(paymentId), to);
  }
  const failed = await newPayment();
  await applyPaymentEvent(db, failed, { type: 'fail', reason: 'x'.repeat(600) });
  const row = await db.selectFrom('payments').select(['failure_reason']).where('id', '=', failed).executeTakeFirstOrThrow();
  t.equal(row.failure_reason?.length, 500, 'a failure reason is kept to 500 characters');
});

t.test('a refused transition changes nothing and answers undefined', async (t) => {
  const { db, newPayment, stateOf } = await paymentsFixture(t);
  for (const [from, event] of refused) {
    const paymentId = await newPayment({ status: from });
    t.equal(await applyPaymentEvent(db, paymentId, sampleEvent[event]), undefined, `${event} from ${from}`);
    t.equal(await stateOf(paymentId), from);
  }
});

t.test('a stale writer changes nothing: of two transitions racing from created, the second finds the row moved', async (t) => {
  const { db, newPayment, stateOf } = await paymentsFixture(t);
  const paymentId = await newPayment();
  let staleWriter: Promise<unknown> | undefined;
  await db.transaction().execute(async (trx) => {
    t.ok(await applyPaymentEvent(trx, paymentId, { type: 'hold', captureRef: 'CAPTURE-P' }));
    // Started while the first holds the row: it waits, then re-checks the guard against the committed row.
    staleWriter = applyPaymentEvent(db, paymentId, { type: 'expire' });
    await new Promise((resolve) => setTimeout(resolve, 200));
  });
  t.equal(await staleWriter, undefined, 'the expiry saw pending, not created');
  t.equal(await stateOf(paymentId), 'pending');
});

t.test('ten concurrent identical events move the row once', async (t) => {
  const { db, newPayment, stateOf } = await paymentsFixture(t);
  const paymentId = await newPayment({ status: 'pending' });
  const results = await Promise.all(Array.from({ length: 10 }, () => applyPaymentEvent(db, paymentId, { type: 'fail', reason: 'declined' })));
  t.equal(results.filter(Boolean).length, 1);
  t.equal(await stateOf(paymentId), 'failed');
});

t.test('the expiry sweep moves only payments the table lets expire', async (t) => {
  const { db, newPayment, stateOf } = await paymentsFixture(t);
  const open = await newPayment();
  const held = await newPayment({ status: 'pending' });
  const paid = await newPayment({ status: 'captured' });
  t.equal(await expirePaymentsCreatedBefore(db, new Date(Date.now() + 60_000)), 1);
  t.same([await stateOf(open), await stateOf(held), await stateOf(paid)], ['expired', 'pending', 'captured']);
  t.equal(await expirePaymentsCreatedBefore(db, new Date(Date.now() - 60_000)), 0, 'younger than the cut-off: kept');
});
