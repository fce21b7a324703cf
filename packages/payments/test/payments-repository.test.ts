import t from 'tap';
import { applyPaymentEvent } from '../src/apply-payment-event.ts';
import { findPayment, findPaymentByCaptureRef, findPaymentByProviderRef, insertPayment, setProviderRef } from '../src/payments-repository.ts';
import { paymentsFixture } from './helper.ts';

t.test('a payment is found by its provider and the provider reference, never by another provider reusing it', async (t) => {
  const { db, newPayment } = await paymentsFixture(t);
  const paypal = await newPayment({ provider: 'paypal', ref: 'SAME-REF' });
  const yoco = await newPayment({ provider: 'yoco', ref: 'SAME-REF' });
  t.equal((await findPaymentByProviderRef(db, 'paypal', 'SAME-REF'))?.id, paypal);
  t.equal((await findPaymentByProviderRef(db, 'yoco', 'SAME-REF'))?.id, yoco);
  t.equal(await findPaymentByProviderRef(db, 'paypal', 'OTHER-REF'), undefined);
});

t.test('a payment started, then given its provider reference and captured, is found by each of its ids', async (t) => {
  const { db, userId } = await paymentsFixture(t);
  const paymentId = await insertPayment(db, { userId, tierId: 'sadc', provider: 'paypal', amountMinor: 1480, currency: 'USD', priceThebe: 20000, weeks: 2 });
  t.match(await findPayment(db, paymentId), { id: paymentId, status: 'created', provider_ref: null, amount_minor: 1480, weeks: 2 });
  await setProviderRef(db, paymentId, 'ORDER-9');
  await applyPaymentEvent(db, paymentId, { type: 'capture', captureRef: 'CAPTURE-9' });
  t.match(await findPaymentByProviderRef(db, 'paypal', 'ORDER-9'), { id: paymentId, status: 'captured', capture_ref: 'CAPTURE-9' });
  t.equal((await findPaymentByCaptureRef(db, 'paypal', 'CAPTURE-9'))?.id, paymentId);
  t.equal(await findPaymentByCaptureRef(db, 'yoco', 'CAPTURE-9'), undefined);
});
