import t from 'tap';
import { purchaseFor } from '../src/purchase.ts';

const now = new Date('2026-11-20T10:00:00.000Z');

t.test('only an active member buys single weeks on the weekly plan; anyone else makes a first purchase of 2 weeks', async (t) => {
  const first = { kind: 'first', weeks: 2, plan: 'first-cycle' };
  t.same(purchaseFor({ paymentStatus: 'pending', membershipExpiry: null }, now), first, 'never paid');
  t.same(purchaseFor({ paymentStatus: 'paid', membershipExpiry: '2026-11-20T09:59:59.000Z' }, now), first, 'lapsed');
  t.same(purchaseFor({ paymentStatus: 'paid', membershipExpiry: now.toISOString() }, now), first, 'ending this instant');
  t.same(purchaseFor({ paymentStatus: 'pending', membershipExpiry: '2026-12-01T00:00:00.000Z' }, now), first, 'an expiry ahead without a payment');
  t.same(purchaseFor({ paymentStatus: 'paid', membershipExpiry: '2026-11-20T10:00:01.000Z' }, now), { kind: 'renewal', weeks: 1, plan: 'weekly' }, 'active');
});
