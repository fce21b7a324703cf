import t from 'tap';
import { sandboxDefaults } from '../src/sandbox-defaults.ts';
import { api3g, mainCompany, serviceFields, startDpoSandbox, transactionFields, xmlElements } from './helpers/dpo-client.ts';
import { card, submitPaymentPage } from './helpers/dpo-hosted-page.ts';
import { startTestSandbox } from './helpers/test-sandbox.ts';

// What DPO's API pages document and the first stand-in missed (providers.md §6.8): createToken's 905, 906 and 960,
// ServiceTypeName, whitespace before `<?xml`, refunds held by a checker (verifyRefund 009, 008, 003).

t.test('DPO answers as documented', async (t) => {
  const dpo = await startDpoSandbox(t);
  t.beforeEach(async () => {
    dpo.resetClock();
    await dpo.control('', { reset: true });
  });
  const create = (transaction: Record<string, unknown> = {}, service: Record<string, unknown> = serviceFields()) =>
    dpo.request('createToken', { Transaction: transactionFields(transaction), Services: { Service: service } });

  t.test('createToken takes ServiceTypeName instead of ServiceType; a name not the account\'s is 902', async (t) => {
    const { ServiceType: _type, ...byName } = serviceFields();
    const named = await create({}, { ...byName, ServiceTypeName: sandboxDefaults.dpo.serviceTypeName });
    t.match(named.body, { Result: '000', TransToken: /^[0-9A-F-]{36}$/ });
    const wrong = await create({}, { ...byName, ServiceTypeName: 'Safari lodge' });
    t.same([wrong.body.Result, wrong.body.ResultExplanation], ['902', 'Data mismatch in one of the fields - ServiceTypeName']);
  });

  t.test('createToken with a tag sent twice is 960', async (t) => {
    const body = api3g({ CompanyToken: mainCompany, Request: 'createToken', Transaction: { ...transactionFields(), PaymentAmount: ['200.00', '300.00'] }, Services: { Service: serviceFields() } });
    const { body: answer } = await dpo.post(body);
    t.same([answer.Result, answer.ResultExplanation], ['960', 'Tag has been sent multiple times - PaymentAmount']);
  });

  t.test('whitespace before <?xml is accepted, as DPO does (its Odoo plugin sends it)', async (t) => {
    const fields = { CompanyToken: mainCompany, Request: 'createToken', Transaction: transactionFields(), Services: { Service: serviceFields() } };
    const spaced = await dpo.post(`\n        <?xml version="1.0" encoding="utf-8"?> <API3G> ${xmlElements(fields)} </API3G>`);
    t.match(spaced.body, { Result: '000', TransToken: String });
    t.equal((await dpo.post(`\n  <API3G>${xmlElements(fields)}</API3G>`)).body.Result, '000', 'and without a declaration');
  });

  t.test('cancelToken answers "Token been updated to status cancelled"', async (t) => {
    const { token } = await dpo.createToken();
    const { body } = await dpo.request('cancelToken', { TransactionToken: token });
    t.same([body.Result, body.ResultExplanation], ['000', 'Token been updated to status cancelled']);
  });

  const paidToken = async () => {
    const created = await dpo.createToken();
    await submitPaymentPage(dpo, created.token, 'Pay BWP 200.00', card('4111111111111111'));
    return created;
  };
  const refund = (token: string, amount: string, extra: Record<string, unknown> = {}) =>
    dpo.request('refundToken', { TransactionToken: token, refundAmount: amount, refundDetails: 'Member asked', refundRef: 'rf_1', refundApproval: '0', ...extra });
  const refunds = async (fields: Record<string, unknown>) => {
    const { body } = await dpo.request('verifyRefund', fields);
    const listed = body.Refunds?.Refund;
    return { body, refunds: (Array.isArray(listed) ? listed : listed ? [listed] : []) as Record<string, string>[] };
  };

  t.test('refundApproval 1 holds the refund for the checker: verifyRefund 009, then 003 approved', async (t) => {
    const { token, answer } = await paidToken();
    t.equal((await refund(token, '50.00', { refundApproval: '1' })).body.Result, '000');
    const pending = await refunds({ TransactionToken: token });
    t.match(pending.body, { Code: '000', Explanation: 'Results Found' });
    t.match(pending.refunds, [{ Code: '009', RefundStatus: 'Manual Pending', RefundAmount: '50.00', RefundDate: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/ }]);
    t.equal((await dpo.control(`/refund/${token}`, { outcome: 'approved' })).status, 200);
    t.match((await refunds({ TransRef: String(answer.body.TransRef) })).refunds, [{ Code: '003', RefundStatus: 'Refund successful - Automated done' }], 'by TransRef too');
  });

  t.test('a refund the checker declines is 008 and gives nothing back; the whole amount can still be refunded', async (t) => {
    const { token } = await paidToken();
    await dpo.control('', { refundChecker: true });
    await refund(token, '200.00');
    t.match((await refunds({ TransactionToken: token })).refunds, [{ Code: '009' }], 'the refundChecker control holds every refund');
    await dpo.control(`/refund/${token}`, { outcome: 'declined', ref: 'rf_1' });
    t.match((await refunds({ TransactionToken: token })).refunds, [{ Code: '008', RefundStatus: 'Declined' }]);
    await dpo.control('', { refundChecker: false });
    t.equal((await refund(token, '200.00', { refundRef: 'rf_2' })).body.Result, '000');
    t.match((await refunds({ TransactionToken: token })).refunds, [{ Code: '008' }, { Code: '003', RefundAmount: '200.00' }], 'every refund, oldest first');
    t.equal((await dpo.control(`/refund/${token}`, { outcome: 'approved' })).status, 409, 'nothing waits for the checker');
  });

  t.test('verifyRefund without refunds is 999; without a token or TransRef 950', async (t) => {
    const { token } = await paidToken();
    t.equal((await refunds({ TransactionToken: token })).body.Result, '999');
    t.equal((await refunds({})).body.Result, '950');
  });
});

t.test('createToken above the account\'s transaction limit is 905; past its monthly number of transactions 906', async (t) => {
  const { pulaOnly: _other, ...main } = sandboxDefaults.dpo;
  const sandbox = await startTestSandbox(t, { dpo: { companies: [{ ...main, transactionLimitMinor: 100_000, monthlyTransactionLimit: 2 }] } });
  const create = (amount: string) =>
    fetch(`${sandbox.url}/dpo/API/v6/`, {
      method: 'POST',
      body: api3g({ CompanyToken: main.companyToken, Request: 'createToken', Transaction: transactionFields({ PaymentAmount: amount }), Services: { Service: serviceFields() } }),
    }).then((response) => response.text());
  t.match(await create('1000.01'), '<Result>905</Result><ResultExplanation>The transaction amount has exceeded your allowed transaction limit');
  t.match(await create('1000.00'), '<Result>000</Result>');
  t.match(await create('200.00'), '<Result>000</Result>');
  t.match(await create('200.00'), '<Result>906</Result><ResultExplanation>You exceeded your monthly transactions limit');
});
