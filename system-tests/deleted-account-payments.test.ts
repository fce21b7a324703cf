import t, { type Test } from 'tap';
import { gatewayFor } from '@guidepass/payments/gateway-registry';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSystem, type System } from './helper.ts';

// Issue 30 item 1 (product.md §18): deleting an account voids every payment it opened, in every provider; nobody is
// charged for an account that is gone, and what completes anyway is refunded at once and recorded.

const paymentRow = (system: System, paymentId: string) =>
  system.db.selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();

const refundsOf = (system: System, paymentId: string) =>
  system.db.selectFrom('payment_refunds').select(['amount_minor', 'refund_ref']).where('payment_id', '=', paymentId).execute();

async function deleteAccount(t: Test, system: System, token: string) {
  const deleted = await system.call('DELETE', '/api/me', undefined, token);
  t.equal(deleted.status, 200, JSON.stringify(deleted.body));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 3_000));

t.test('deleting an account voids its open payments', async (t) => {
  const system = await startSystem(t);

  t.test('DPO: a mobile-money request open at deletion is cancelled at DPO; the phone can no longer approve it', async (t) => {
    const member = await system.member();
    const started = await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local', mobile: { phone: '71 234 567', operator: 'orange' } }, member.token);
    t.equal(started.status, 200, JSON.stringify(started.body));
    const { paymentId, providerRef } = started.body.data as { paymentId: string; providerRef: string };
    await deleteAccount(t, system, member.token);

    const phone = await fetch(`${system.sandboxUrl}/dpo/_control/mobile/${providerRef}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ outcome: 'approved' }),
    });
    t.equal(phone.status, 409, 'the token is cancelled: the approval pays nothing');
    await settle();
    const payment = await paymentRow(system, paymentId);
    t.equal(payment.status, 'failed', 'withdrawn');
    t.equal(payment.user_id, null);
    const atDpo = await gatewayFor(system.app.providers, 'dpo')!.status(payment);
    t.not(atDpo.kind, 'paid', 'DPO holds no money for it');
  });

  t.test('DPO: a card payment paid just before the deletion (the browser never back) is refunded at once and recorded', async (t) => {
    // No notification from DPO and no return: what settles the payment is the deletion's own read of it.
    const portal = await fetch(`${system.sandboxUrl}/dpo/_control/portal/${sandboxDefaults.dpo.companyToken}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ notificationUrl: null }),
    });
    t.equal(portal.status, 200);
    const member = await system.member();
    const started = await system.call('POST', '/api/payments/dpo', { selectedTierId: 'local' }, member.token);
    t.equal(started.status, 200, JSON.stringify(started.body));
    const { paymentId, redirectUrl } = started.body.data as { paymentId: string; redirectUrl: string };
    const card = { action: 'card', cardNumber: '4111111111111111', cardExpiry: '12/39', cardCvv: '123', cardHolder: 'Neo Kgosi' };
    const page = await fetch(redirectUrl, { method: 'POST', body: new URLSearchParams(card), redirect: 'manual' });
    t.equal(page.status, 302, 'paid at DPO');
    t.equal((await paymentRow(system, paymentId)).status, 'created', 'not credited here yet');
    await deleteAccount(t, system, member.token);

    const payment = await system.eventually(() => paymentRow(system, paymentId), (row) => row.status === 'refunded', 10_000, 100);
    t.equal(payment.status, 'refunded', 'refunded, not kept');
    t.equal(payment.commission_thebe, null, 'no commission for a sale to nobody');
    const refunds = await refundsOf(system, paymentId);
    t.equal(refunds.length, 1, 'one refund recorded');
    t.equal(refunds[0]?.amount_minor, payment.amount_minor, 'of the whole amount');
  });

  t.test('PayPal: an order approved after deletion is never captured', async (t) => {
    const member = await system.member();
    const start = await system.call('POST', '/api/payments/paypal', { selectedTierId: 'local' }, member.token);
    t.equal(start.status, 200, JSON.stringify(start.body));
    const { redirectUrl, paymentId } = start.body.data as { redirectUrl: string; paymentId: string };
    await deleteAccount(t, system, member.token);

    await system.paypalDecision(redirectUrl, 'approve');
    // The approval's webhook reaches the worker, which confirms the payment; it must not capture.
    await settle();
    const payment = await paymentRow(system, paymentId);
    t.not(payment.status, 'captured');
    t.equal(payment.capture_ref, null);
    const atPayPal = await gatewayFor(system.app.providers, 'paypal')!.status(payment);
    t.equal(atPayPal.kind, 'not-approved', 'the order at PayPal has no capture');
  });

  t.test('Yoco: a checkout paid after deletion is refunded at once and recorded', async (t) => {
    const member = await system.member();
    const start = await system.call('POST', '/api/payments/yoco', { selectedTierId: 'local', paymentMethod: 'card' }, member.token);
    t.equal(start.status, 200, JSON.stringify(start.body));
    const { redirectUrl, paymentId } = start.body.data as { redirectUrl: string; paymentId: string };
    await deleteAccount(t, system, member.token);

    await system.yocoDecision(redirectUrl, 'pay');
    const payment = await system.eventually(() => paymentRow(system, paymentId), (row) => row.status === 'refunded', 10_000, 100);
    t.equal(payment.status, 'refunded', 'refunded, not kept');
    const refunds = await refundsOf(system, paymentId);
    t.equal(refunds.length, 1, 'one refund recorded');
    t.equal(refunds[0]?.amount_minor, payment.amount_minor, 'of the whole amount');
    t.equal(payment.commission_thebe, null, 'no commission for a sale to nobody');
  });
});
