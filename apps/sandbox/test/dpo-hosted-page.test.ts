import t from 'tap';
import { startDpoSandbox } from './helpers/dpo-client.ts';
import { card, submitPaymentPage } from './helpers/dpo-hosted-page.ts';
import { parseForms } from './helpers/html-forms.ts';

t.test('DPO hosted payment page (payv2.php?ID=)', async (t) => {
  const dpo = await startDpoSandbox(t);
  t.beforeEach(async () => {
    dpo.resetClock();
    await dpo.control('', { reset: true });
  });

  const pay = 'Pay BWP 200.00';
  const pageOf = (token: string) => fetch(`${dpo.base}/payv2.php?ID=${token}`, { redirect: 'manual' });

  t.test('the page shows the amount, a card form, a mobile-money tab and Back', async (t) => {
    const { token } = await dpo.createToken();
    const response = await pageOf(token);
    t.equal(response.status, 200);
    const page = await response.text();
    t.match(page, 'BWP 200.00');
    t.match(page, 'guidepass Local, 2 weeks');
    t.match(page, `href="/dpo/payv2.php?ID=${token}&amp;tab=mobile"`);
    const labels = parseForms(page).flatMap((form) => form.buttons);
    t.same(labels, [pay, 'Back']);
    const mobile = await (await fetch(`${dpo.base}/payv2.php?ID=${token}&tab=mobile`)).text();
    t.same(parseForms(mobile).flatMap((form) => form.buttons), ['Send payment request', 'Back']);
    for (const wallet of ['Orange Money', 'MyZaka', 'Smega']) t.match(mobile, wallet);
  });

  t.test('approve card: 302 to RedirectURL with TransID, CCDapproval, PnrID, TransactionToken and CompanyRef appended', async (t) => {
    const { token, companyRef } = await dpo.createToken();
    const response = await submitPaymentPage(dpo, token, pay, card('4111111111111111'));
    t.equal(response.status, 302);
    const location = new URL(response.headers.get('location') ?? '');
    t.equal(`${location.origin}${location.pathname}`, 'https://app.example/');
    const query = Object.fromEntries(location.searchParams);
    t.match(query, { payment: 'success', method: 'dpo', paymentId: 'p1', TransID: token, CCDapproval: /^\d{10}$/, PnrID: companyRef, TransactionToken: token, CompanyRef: companyRef });
    const { body } = await dpo.verify(token);
    t.same([body.Result, body.TransactionApproval], ['000', query.CCDapproval], 'the approval in the URL is the one verifyToken reports');

    const again = await pageOf(token);
    t.equal(again.status, 302, 'opening the page of a paid token sends the member back again');
  });

  t.test('the Mastercard test card approves too, with its brand and last four digits', async (t) => {
    const { token } = await dpo.createToken();
    await submitPaymentPage(dpo, token, pay, card('5555 5555 5555 4444', 'M. Dube'));
    t.match((await dpo.verify(token)).body, { Result: '000', CustomerCreditType: 'Mastercard', CustomerCredit: '4444', CustomerName: 'M. Dube' });
  });

  t.test('decline card: the page says so and stays; verifyToken 901', async (t) => {
    const { token } = await dpo.createToken();
    const response = await submitPaymentPage(dpo, token, pay, card('4000000000000002'));
    t.equal(response.status, 200);
    t.match(await response.text(), 'Declined: Card declined by the issuer');
    t.equal((await dpo.verify(token)).body.Result, '901');
  });

  t.test('insufficient funds: the page says so and stays; verifyToken 901', async (t) => {
    const { token } = await dpo.createToken();
    const response = await submitPaymentPage(dpo, token, pay, card('4000000000009995'));
    t.equal(response.status, 200);
    t.match(await response.text(), 'Declined: Insufficient funds');
    t.equal((await dpo.verify(token)).body.Result, '901');
  });

  t.test('an unknown card that passes the Luhn check is declined', async (t) => {
    const { token } = await dpo.createToken();
    await submitPaymentPage(dpo, token, pay, card('4242424242424242'));
    t.equal((await dpo.verify(token)).body.Result, '901');
  });

  t.test('what the form refuses (bad number, past expiry, no CVV) is a 400 that changes nothing', async (t) => {
    const { token } = await dpo.createToken();
    const cases: [Record<string, string>, string][] = [
      [card('4111111111111112'), 'The card number is not valid.'],
      [{ ...card('4111111111111111'), cardExpiry: '01/20' }, 'The card has expired.'],
      [{ ...card('4111111111111111'), cardExpiry: '13/40' }, 'Enter the expiry date as MM/YY.'],
      [{ ...card('4111111111111111'), cardCvv: '' }, 'Enter the 3 or 4 digit security code.'],
    ];
    for (const [typed, message] of cases) {
      const response = await submitPaymentPage(dpo, token, pay, typed);
      t.equal(response.status, 400, message);
      t.match(await response.text(), message);
    }
    t.equal((await dpo.verify(token)).body.Result, '900');
  });

  t.test('Back: 302 to BackURL with TransactionToken and CompanyRef; the token stays unpaid', async (t) => {
    const { token, companyRef } = await dpo.createToken({ BackURL: 'https://app.example/payment-cancel?from=dpo#top' });
    const response = await submitPaymentPage(dpo, token, 'Back');
    t.equal(response.status, 302);
    t.equal(response.headers.get('location'), `https://app.example/payment-cancel?from=dpo&TransactionToken=${token}&CompanyRef=${companyRef}#top`);
    t.equal((await dpo.verify(token)).body.Result, '900');
  });

  t.test('without RedirectURL or BackURL the page ends on its own message', async (t) => {
    const { token } = await dpo.createToken({ RedirectURL: '', BackURL: '' });
    const back = await submitPaymentPage(dpo, token, 'Back');
    t.equal(back.status, 200);
    t.match(await back.text(), 'You left the payment page');
    const paid = await submitPaymentPage(dpo, token, pay, card('4111111111111111'));
    t.equal(paid.status, 200);
    t.match(await paid.text(), 'Payment received');
  });

  t.test('unknown token 404; cancelled and expired tokens 410', async (t) => {
    t.equal((await pageOf('11111111-2222-3333-4444-555555555555')).status, 404);
    t.equal((await fetch(`${dpo.base}/payv2.php`)).status, 404);
    const cancelled = await dpo.createToken();
    await dpo.request('cancelToken', { TransactionToken: cancelled.token });
    t.equal((await pageOf(cancelled.token)).status, 410);
    const expired = await dpo.createToken();
    await dpo.control(`/expire/${expired.token}`);
    t.equal((await pageOf(expired.token)).status, 410);
  });

  t.test('mobile tab: number and wallet, "approve on your phone", then the member is sent back once approved', async (t) => {
    const { token, companyRef } = await dpo.createToken();
    const sent = await submitPaymentPage(dpo, token, 'Send payment request', { phone: '71 234 567', operator: 'mascom' }, 'mobile');
    t.equal(sent.status, 200);
    const pending = await sent.text();
    t.match(pending, 'Approve BWP 200.00 on your phone (MyZaka, 71 234 567)');
    t.match(pending, 'http-equiv="refresh"');
    t.match((await dpo.verify(token)).body, { Result: '900', MobilePaymentRequest: 'Sent' });
    t.match(await (await pageOf(token)).text(), 'Approve BWP 200.00 on your phone', 'reloading keeps waiting');

    t.equal((await dpo.control(`/mobile/${token}`, { outcome: 'approved' })).status, 200);
    const back = await pageOf(token);
    t.equal(back.status, 302);
    t.match(back.headers.get('location'), `TransactionToken=${token}&CompanyRef=${companyRef}`);
    t.match((await dpo.verify(token)).body, { Result: '000', CustomerPhone: '26771234567', MobilePaymentRequest: 'Approved' });
  });

  t.test('mobile tab refuses a number that is not a Botswana mobile (400, nothing sent)', async (t) => {
    const { token } = await dpo.createToken();
    const response = await submitPaymentPage(dpo, token, 'Send payment request', { phone: '31234567', operator: 'orange' }, 'mobile');
    t.equal(response.status, 400);
    t.match(await response.text(), 'Invalid phone number');
    t.equal((await dpo.verify(token)).body.MobilePaymentRequest, '');
  });
});
