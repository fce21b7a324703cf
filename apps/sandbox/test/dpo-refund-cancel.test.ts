import t from 'tap';
import { startDpoSandbox } from './helpers/dpo-client.ts';
import { card, submitPaymentPage } from './helpers/dpo-hosted-page.ts';

t.test('DPO cancelToken and refundToken', async (t) => {
  const dpo = await startDpoSandbox(t);
  t.beforeEach(async () => {
    dpo.resetClock();
    await dpo.control('', { reset: true });
  });

  const paidToken = async () => {
    const { token } = await dpo.createToken();
    await submitPaymentPage(dpo, token, 'Pay BWP 200.00', card('4111111111111111'));
    return token;
  };
  const refund = (token: string, amount: string, extra: Record<string, unknown> = {}) =>
    dpo.request('refundToken', { TransactionToken: token, refundAmount: amount, refundDetails: 'Member asked', refundRef: 'rf_1', refundApproval: '0', ...extra });
  const outcome = async (answer: Promise<{ body: Record<string, any> }>) => {
    const { body } = await answer;
    return [body.Result, body.ResultExplanation];
  };

  t.test('cancelToken: 000 once; a second cancel, a paid token and an expired one are 999', async (t) => {
    const { token } = await dpo.createToken();
    t.same(await outcome(dpo.request('cancelToken', { TransactionToken: token })), ['000', 'Token been updated to status cancelled']);
    t.same(await outcome(dpo.request('cancelToken', { TransactionToken: token })), ['999', 'Transaction already cancelled']);
    const paid = await paidToken();
    t.same(await outcome(dpo.request('cancelToken', { TransactionToken: paid })), ['999', 'Transaction already paid - a paid transaction cannot be cancelled']);
    t.equal((await dpo.verify(paid)).body.Result, '000', 'the paid token stays paid');
    const expired = await dpo.createToken();
    await dpo.control(`/expire/${expired.token}`);
    t.equal((await dpo.request('cancelToken', { TransactionToken: expired.token })).body.Result, '999');
    t.same(await outcome(dpo.request('cancelToken', {})), ['950', 'Request missing mandatory fields: TransactionToken']);
    t.same(await outcome(dpo.request('cancelToken', { TransactionToken: 'nope' })), ['999', 'Transaction token does not exist']);
  });

  t.test('a full refund succeeds once; the second is refused', async (t) => {
    const token = await paidToken();
    t.same(await outcome(refund(token, '200.00')), ['000', 'Refund successful']);
    t.same(await outcome(refund(token, '200.00')), ['999', 'Transaction already fully refunded']);
    t.same(await outcome(refund(token, '0.01')), ['999', 'Transaction already fully refunded']);
  });

  t.test('partial refunds add up to what was paid; more than is left is 999', async (t) => {
    const token = await paidToken();
    t.same(await outcome(refund(token, '100.00')), ['000', 'Refund successful']);
    t.same(await outcome(refund(token, '150.00')), ['999', 'Refund amount 150.00 exceeds the amount left to refund (100.00 BWP)']);
    t.same(await outcome(refund(token, '100')), ['000', 'Refund successful']);
    t.equal((await refund(token, '1.00')).body.Result, '999');
  });

  t.test('over-refund on the first call, an unpaid token and a bad amount are 999', async (t) => {
    const token = await paidToken();
    t.equal((await refund(token, '200.01')).body.Result, '999');
    const unpaid = await dpo.createToken();
    t.same(await outcome(refund(unpaid.token, '10.00')), ['999', 'Transaction not paid - nothing to refund']);
    for (const amount of ['-1', '0', '10.001', 'ten']) {
      t.same(await outcome(refund(token, amount)), ['999', 'Invalid refund amount'], amount);
    }
    t.same(await outcome(refund('nope', '10.00')), ['999', 'Transaction token does not exist']);
  });

  t.test('950 names refundAmount and refundDetails when missing', async (t) => {
    const token = await paidToken();
    for (const field of ['refundAmount', 'refundDetails']) {
      const fields: Record<string, unknown> = { TransactionToken: token, refundAmount: '10.00', refundDetails: 'why' };
      delete fields[field];
      t.same(await outcome(dpo.request('refundToken', fields)), ['950', `Request missing mandatory fields: ${field}`], field);
    }
  });
});
