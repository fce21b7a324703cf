import t from 'tap';
import { sandboxDpoWallets } from '../src/dpo/dpo-defaults.ts';
import { pulaOnlyCompany, startDpoSandbox } from './helpers/dpo-client.ts';

// the terminal's MNO values, in DPO's spelling
const { orange, mascom, btc } = sandboxDpoWallets;

t.test('DPO mobile money: GetMobilePaymentOptions, ChargeTokenMobile and the phone control', async (t) => {
  const dpo = await startDpoSandbox(t);
  t.beforeEach(async () => {
    dpo.resetClock();
    await dpo.control('', { reset: true });
  });

  const charge = (token: string, fields: Record<string, unknown> = {}, company?: string) =>
    dpo.request('ChargeTokenMobile', { TransactionToken: token, PhoneNumber: '26771234567', MNO: orange.mno, MNOcountry: 'botswana', ...fields }, company);
  const phone = (token: string, outcome: string) => dpo.control(`/mobile/${token}`, { outcome });

  t.test('the main account lists Orange Money, MyZaka (Mascom) and Smega (BTC) with prefix 267 and the token\'s amount', async (t) => {
    const { token } = await dpo.createToken();
    const { body } = await dpo.request('GetMobilePaymentOptions', { TransactionToken: token });
    t.match(body, { Code: '000', Explanation: 'Results Found', originalCurrency: 'BWP', originalAmount: '200.00' }, "DPO's documented shape: Code and Explanation");
    t.equal(body.Result, undefined);
    const options = body.paymentoptions.mobileoption as Record<string, string>[];
    t.same(options.map((option) => option.paymentname), [orange.paymentName, mascom.paymentName, btc.paymentName], "DPO's catalogue names");
    for (const option of options) {
      t.match(option, { country: 'botswana', countryCode: 'BW', celluarprefix: '267', amount: '200.00', currency: 'BWP', logo: /^http:\/\/.+\.svg$/, instructions: String, fee: '0.00', total: '200.00' });
    }
    t.match(options[1]?.instructions, 'MyZaka');
    t.match(options[2]?.instructions, 'Smega');
  });

  t.test('wallets are per company: the pula-only account has Orange Money alone and refuses btc', async (t) => {
    const { token } = await dpo.createToken({}, pulaOnlyCompany, { ServiceType: '5526' });
    const { body } = await dpo.request('GetMobilePaymentOptions', { TransactionToken: token }, pulaOnlyCompany);
    t.same(body.paymentoptions.mobileoption.map((option: Record<string, string>) => option.paymentname), [orange.paymentName]);
    const refused = await charge(token, { MNO: btc.mno }, pulaOnlyCompany);
    t.same([refused.body.Result, refused.body.ResultExplanation], ['999', `Mobile network operator "${btc.mno}" is not available for this merchant`]);
  });

  t.test('MNO is the terminal\'s value exactly: "orange" for "Orange" is refused', async (t) => {
    const { token } = await dpo.createToken();
    t.match((await charge(token, { MNO: orange.mno.toLowerCase() })).body, { Result: '999', ResultExplanation: /operator "orange"/ });
    t.match((await charge(token, { MNO: orange.mno })).body, { StatusCode: '130' });
  });

  t.test('with the mobileRedirect control: RedirectOption 1 and the page to open in the instructions', async (t) => {
    await dpo.control('', { mobileRedirect: true });
    const { token } = await dpo.createToken();
    const { body } = await charge(token);
    t.match(body, { StatusCode: '130', RedirectOption: '1' });
    t.match(body.instructions, `${dpo.base}/payv2.php?ID=${token}`);
  });

  t.test('ChargeTokenMobile answers StatusCode 130 with instructions; verifyToken says 900 until the phone answers', async (t) => {
    const { token } = await dpo.createToken();
    const { status, body } = await charge(token);
    t.equal(status, 200);
    t.match(body, { StatusCode: '130', ResultExplanation: /payment request sent/, instructions: /Orange Money PIN/, RedirectOption: '0' });
    t.match((await dpo.verify(token)).body, { Result: '900', MobilePaymentRequest: 'Sent' });
  });

  t.test('phone approves: 000 with the paying number', async (t) => {
    const { token } = await dpo.createToken();
    await charge(token, { MNO: mascom.mno, PhoneNumber: '26777123456' });
    const approved = await phone(token, 'approved');
    t.same(approved.body, { transToken: token, result: '000', explanation: 'Transaction Paid' });
    t.match((await dpo.verify(token)).body, { Result: '000', CustomerPhone: '26777123456', MobilePaymentRequest: 'Approved', TransactionApproval: /^\d{10}$/ });
  });

  t.test('phone declines: 901; a new request to the phone can still pay', async (t) => {
    const { token } = await dpo.createToken();
    await charge(token);
    t.equal((await phone(token, 'declined')).body.result, '901');
    t.match((await dpo.verify(token)).body, { Result: '901', ResultExplanation: 'Transaction declined', MobilePaymentRequest: 'Declined' });
    await charge(token, { MNO: btc.mno, PhoneNumber: '26774000000' });
    await phone(token, 'approved');
    t.equal((await dpo.verify(token)).body.Result, '000');
  });

  t.test('phone times out: still 900, and 903 once the payment time limit passes', async (t) => {
    const { token } = await dpo.createToken({ PTL: '15', PTLtype: 'minutes' });
    await charge(token);
    t.equal((await phone(token, 'timeout')).body.result, '900');
    t.match((await dpo.verify(token)).body, { Result: '900', MobilePaymentRequest: 'Timeout' });
    dpo.advanceClock(15 * 60_000);
    t.equal((await dpo.verify(token)).body.Result, '903');
  });

  t.test('the control refuses a token with nothing waiting on a phone, a settled one, a bad outcome or an unknown token', async (t) => {
    const { token } = await dpo.createToken();
    t.equal((await phone(token, 'approved')).status, 409, 'no request sent yet');
    await charge(token);
    t.equal((await phone(token, 'maybe')).status, 400);
    t.equal((await phone(token, 'approved')).status, 200);
    t.equal((await phone(token, 'declined')).status, 409, 'the phone answered already');
    t.equal((await phone('11111111-2222-3333-4444-555555555555', 'approved')).status, 404);
  });

  t.test('ChargeTokenMobile refusals: 950 per missing field, 999 for number, country, paid, cancelled, expired, unknown', async (t) => {
    const { token } = await dpo.createToken();
    for (const field of ['TransactionToken', 'PhoneNumber', 'MNO', 'MNOcountry']) {
      const fields: Record<string, unknown> = { TransactionToken: token, PhoneNumber: '26771234567', MNO: orange.mno, MNOcountry: 'botswana' };
      delete fields[field];
      const answer = await dpo.request('ChargeTokenMobile', fields);
      t.same([answer.body.Result, answer.body.ResultExplanation], ['950', `Request missing mandatory fields: ${field}`], field);
    }
    for (const number of ['26731234567', '2677123456', '27821234567', 'abc']) {
      t.match((await charge(token, { PhoneNumber: number })).body, { Result: '999', ResultExplanation: /^Invalid phone number/ }, number);
    }
    t.match((await charge(token, { MNOcountry: 'kenya' })).body, { Result: '999', ResultExplanation: /kenya/ });
    t.match((await charge(token, { MNO: 'mpesa' })).body, { Result: '999', ResultExplanation: /mpesa/ });
    t.match((await charge('11111111-2222-3333-4444-555555555555')).body, { Result: '999', ResultExplanation: 'Transaction token does not exist' });

    await charge(token);
    await phone(token, 'approved');
    t.match((await charge(token)).body, { Result: '999', ResultExplanation: 'Transaction already paid' });
    const cancelled = await dpo.createToken();
    await dpo.request('cancelToken', { TransactionToken: cancelled.token });
    t.match((await charge(cancelled.token)).body, { Result: '999', ResultExplanation: 'Transaction cancelled' });
    const expired = await dpo.createToken();
    await dpo.control(`/expire/${expired.token}`);
    t.match((await charge(expired.token)).body, { Result: '999', ResultExplanation: 'The transaction passed the Payment Time Limit' });
  });

  t.test('GetMobilePaymentOptions without a token is 950, with an unknown one 999', async (t) => {
    t.equal((await dpo.request('GetMobilePaymentOptions', {})).body.ResultExplanation, 'Request missing mandatory fields: TransactionToken');
    t.equal((await dpo.request('GetMobilePaymentOptions', { TransactionToken: 'nope' })).body.Result, '999');
  });
});
