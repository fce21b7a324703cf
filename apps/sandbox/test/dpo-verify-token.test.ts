import t from 'tap';
import { mainCompany, startDpoSandbox } from './helpers/dpo-client.ts';
import { card, submitPaymentPage } from './helpers/dpo-hosted-page.ts';

const minuteMs = 60_000;

t.test('DPO verifyToken', async (t) => {
  const dpo = await startDpoSandbox(t);
  t.beforeEach(async () => {
    dpo.resetClock();
    await dpo.control('', { reset: true });
  });

  const payByCard = async (token: string, number = '4111111111111111') => submitPaymentPage(dpo, token, 'Pay BWP 200.00', card(number));
  const resultOf = async (token: string) => {
    const { body } = await dpo.verify(token);
    return [body.Result, body.ResultExplanation];
  };

  t.test('000 "Transaction Paid" with the amount, currency, approval and DPO\'s field names', async (t) => {
    const { token } = await dpo.createToken();
    await payByCard(token);
    const { status, body } = await dpo.verify(token);
    t.equal(status, 200);
    t.match(body, {
      Result: '000',
      ResultExplanation: 'Transaction Paid',
      CustomerName: 'Neo Kgosi',
      CustomerCredit: '1111',
      CustomerCreditType: 'Visa',
      TransactionApproval: /^\d{10}$/,
      TransactionCurrency: 'BWP',
      TransactionAmount: '200.00',
      FraudAlert: '000',
      FraudExplnation: String,
      TransactionNetAmount: '193.00',
      TransactionSettlementDate: /^\d{4}\/\d{2}\/\d{2}$/,
      CustomerPhone: '71234567',
      CustomerCountry: 'BW',
      AccRef: /^ACC/,
      TransactionFinalCurrency: 'BWP',
      TransactionFinalAmount: '200.00',
    });
  });

  t.test('900 "Transaction not paid yet" for a new token, with its amount and currency but no approval', async (t) => {
    const { token } = await dpo.createToken({ PaymentAmount: '50', PaymentCurrency: 'USD' });
    const { body } = await dpo.verify(token);
    t.match(body, { Result: '900', ResultExplanation: 'Transaction not paid yet', TransactionAmount: '50.00', TransactionCurrency: 'USD', TransactionApproval: '' });
  });

  t.test('001, 002, 003, 005 and 007: the in-between states, each with DPO\'s explanation', async (t) => {
    const expected: [string, string][] = [
      ['001', 'Authorized'],
      ['002', 'Transaction overpaid/underpaid'],
      ['003', 'Pending Bank'],
      ['005', 'Queued Authorization'],
      ['007', 'Pending Split Payment (Part Payment Transactions not fully paid)'],
    ];
    for (const [code, explanation] of expected) {
      const { token } = await dpo.createToken();
      const set = await dpo.control(`/result/${token}`, { result: code });
      t.equal(set.status, 200);
      t.same(await resultOf(token), [code, explanation], code);
    }
    const { token } = await dpo.createToken();
    t.equal((await dpo.control(`/result/${token}`, { result: '000' })).status, 400, 'paid is reached by paying, not by the control');
  });

  t.test('901 "Transaction declined" after a declined card; not final: another card still pays', async (t) => {
    const { token } = await dpo.createToken();
    await payByCard(token, '4000000000000002');
    t.same(await resultOf(token), ['901', 'Transaction declined']);
    await payByCard(token);
    t.same(await resultOf(token), ['000', 'Transaction Paid']);
  });

  t.test('902: a token DPO does not know, another company\'s token, or a CompanyRef that is not the token\'s', async (t) => {
    const unknown = await dpo.verify('11111111-2222-3333-4444-555555555555');
    t.same([unknown.body.Result, unknown.body.ResultExplanation], ['902', 'Data mismatch in one of the fields - TransactionToken']);

    const { token, companyRef } = await dpo.createToken();
    const otherCompany = await dpo.verify(token, {}, '5A6D0B1E-D1A0-4B07-9C5A-60D5A7D0B0B2');
    t.equal(otherCompany.body.Result, '902', 'the pula-only account cannot read the main account\'s token');

    const mismatch = await dpo.verify(token, { CompanyRef: `${companyRef}-other` });
    t.same([mismatch.body.Result, mismatch.body.ResultExplanation], ['902', 'Data mismatch in one of the fields - CompanyRef']);
    const matching = await dpo.verify(token, { CompanyRef: companyRef });
    t.equal(matching.body.Result, '900', 'token and its own CompanyRef together are fine');
  });

  t.test('903 once the payment time limit (PTL) has passed, by the clock and by the expire control', async (t) => {
    const { token } = await dpo.createToken({ PTL: '15', PTLtype: 'minutes' });
    dpo.advanceClock(14 * minuteMs);
    t.equal((await resultOf(token))[0], '900', 'still open a minute before the limit');
    dpo.advanceClock(minuteMs);
    t.same(await resultOf(token), ['903', 'The transaction passed the Payment Time Limit']);
    const page = await fetch(`${dpo.base}/payv2.php?ID=${token}`);
    t.equal(page.status, 410, 'the hosted page no longer takes payment');

    dpo.resetClock();
    const hours = await dpo.createToken({ PTL: '2', PTLtype: 'hours' });
    dpo.advanceClock(119 * minuteMs);
    t.equal((await resultOf(hours.token))[0], '900', 'PTLtype hours');
    dpo.advanceClock(minuteMs);
    t.equal((await resultOf(hours.token))[0], '903');

    dpo.resetClock();
    const controlled = await dpo.createToken();
    await payByCard(controlled.token, '4000000000000002');
    t.equal((await dpo.control(`/expire/${controlled.token}`)).body.result, '903');
    t.same(await resultOf(controlled.token), ['903', 'The transaction passed the Payment Time Limit'], 'a declined token expires too');
  });

  t.test('a paid token stays 000 after its time limit', async (t) => {
    const { token } = await dpo.createToken();
    await payByCard(token);
    dpo.advanceClock(60 * minuteMs);
    t.equal((await resultOf(token))[0], '000');
  });

  t.test('904 "Transaction cancelled" after cancelToken', async (t) => {
    const { token } = await dpo.createToken();
    const cancel = await dpo.request('cancelToken', { TransactionToken: token });
    t.same([cancel.body.Result, cancel.body.ResultExplanation], ['000', 'Token been updated to status cancelled']);
    t.same(await resultOf(token), ['904', 'Transaction cancelled']);
  });

  t.test('950 without TransactionToken or CompanyRef; 902 for a bad VerifyTransaction flag', async (t) => {
    const missing = await dpo.request('verifyToken', {});
    t.same([missing.body.Result, missing.body.ResultExplanation], ['950', 'Request missing mandatory fields: TransactionToken']);
    const { token } = await dpo.createToken();
    const flag = await dpo.verify(token, { VerifyTransaction: 'maybe' });
    t.same([flag.body.Result, flag.body.ResultExplanation], ['902', 'Data mismatch in one of the fields - VerifyTransaction']);
  });

  t.test('by CompanyRef alone: the paid token of that reference, else the newest; unknown → 902', async (t) => {
    const companyRef = 'pay_by_ref';
    const first = await dpo.createToken({ CompanyRef: companyRef, CompanyRefUnique: '0' });
    await payByCard(first.token);
    await dpo.createToken({ CompanyRef: companyRef, CompanyRefUnique: '0' });
    const byRef = await dpo.request('verifyToken', { CompanyRef: companyRef });
    t.match(byRef.body, { Result: '000', TransactionAmount: '200.00' });
    const unknown = await dpo.request('verifyToken', { CompanyRef: 'pay_nobody' });
    t.same([unknown.body.Result, unknown.body.ResultExplanation], ['902', 'Data mismatch in one of the fields - CompanyRef']);
  });

  t.test('940 "CompanyREF already exists and paid" with CompanyRefUnique 1, only once that reference is paid', async (t) => {
    const companyRef = 'pay_unique_1';
    const first = await dpo.createToken({ CompanyRef: companyRef });
    const second = await dpo.createToken({ CompanyRef: companyRef });
    t.not(second.token, first.token, 'an unpaid reference may be asked again');
    await payByCard(first.token);
    const refused = await dpo.request('createToken', {
      Transaction: { PaymentAmount: '200.00', PaymentCurrency: 'BWP', CompanyRef: companyRef, CompanyRefUnique: '1' },
      Services: { Service: { ServiceType: '5525', ServiceDescription: 'again', ServiceDate: '2026/11/26 14:05' } },
    });
    t.same([refused.status, refused.body.Result, refused.body.ResultExplanation], [200, '940', 'CompanyREF already exists and paid']);
    const allowed = await dpo.createToken({ CompanyRef: companyRef, CompanyRefUnique: '0' });
    t.ok(allowed.token, 'CompanyRefUnique 0 lets a paid reference be used again');
    const otherAccount = await dpo.createToken({ CompanyRef: companyRef }, '5A6D0B1E-D1A0-4B07-9C5A-60D5A7D0B0B2', { ServiceType: '5526' });
    t.ok(otherAccount.token, 'uniqueness is per company');
  });

  t.test('escaped XML round-trips: O\'Brien & <Sons>, quotes and non-Latin letters', async (t) => {
    const lastName = `O'Brien & <Sons> "Ltd"`;
    const firstName = 'Kgosi Ŝtefan 李 Ñandú';
    const description = 'guidepass Local — Maun & Okavango <2 weeks>';
    const { token } = await dpo.createToken({ customerFirstName: firstName, customerLastName: lastName }, mainCompany, { ServiceDescription: description });
    const { raw, body } = await dpo.verify(token);
    t.equal(body.CustomerName, `${firstName} ${lastName}`, 'parsed back exactly');
    t.match(raw, '&amp;', 'ampersand escaped on the wire');
    t.notMatch(raw, '<Sons>', 'no raw angle brackets from the name');
    const page = await (await fetch(`${dpo.base}/payv2.php?ID=${token}`)).text();
    t.match(page, 'O&#39;Brien &amp; &lt;Sons&gt;', 'the hosted page escapes the name as HTML');
    t.match(page, 'Maun &amp; Okavango &lt;2 weeks&gt;');

    const numeric = await dpo.post(`<?xml version="1.0" encoding="utf-8"?><API3G><CompanyToken>${mainCompany}</CompanyToken><Request>createToken</Request><Transaction><PaymentAmount>10.00</PaymentAmount><PaymentCurrency>BWP</PaymentCurrency><customerFirstName>Ren&#233;e</customerFirstName><customerLastName>&#x4E2D;&quot;&apos;</customerLastName></Transaction><Services><Service><ServiceType>5525</ServiceType><ServiceDescription>x</ServiceDescription><ServiceDate>2026/11/26 14:05</ServiceDate></Service></Services></API3G>`);
    const numericName = await dpo.verify(String(numeric.body.TransToken));
    t.equal(numericName.body.CustomerName, `Renée 中"'`, 'character references are decoded');
  });
});
