import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { createDpoClient } from '../src/dpo/dpo-client.ts';
import { readDpoNotification } from '../src/dpo/dpo-notification.ts';
import { documentedAnswers, type DocumentedAnswer } from './fixtures/dpo-documented-answers.ts';

// The client against DPO's documented example answers (fixtures/dpo-documented-answers.ts, each citing its page),
// served by a local HTTP server that answers whatever it is asked with the fixture for the test and keeps the request.

async function documentedDpo(t: Test, answer: DocumentedAnswer) {
  const requests: { url: string; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      requests.push({ url: request.url ?? '', body });
      response.writeHead(200, { 'content-type': 'application/xml' }).end(answer.xml);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const client = createDpoClient({
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    companyToken: '57466282-EBD7-4ED5-B699-8659330A6996',
    serviceType: '5525',
    paymentMinutes: 15,
    paymentUrl: 'https://secure.3gdirectpay.com/payv2.php',
    mobileWallets: [{ wallet: 'orange', mno: 'OrangeMoneyBW', paymentName: 'MTNmobileMoney' }],
  });
  return { client, requests };
}

const token = { amountMinor: 20_000, currency: 'BWP', companyRef: 'pay-1', redirectUrl: 'https://app.test/r', backUrl: 'https://app.test/b', description: 'guidepass Local, 2 weeks' };
const ours = { amountMinor: 20_000, currency: 'BWP', companyRef: 'pay-1' };

t.test('createToken: the token and its reference; 905 is a refusal with its code', async (t) => {
  const created = await (await documentedDpo(t, documentedAnswers.createTokenCreated)).client.createToken(token);
  t.same(created, { transToken: '72983CAC-5DB1-4C7F-BD88-352066B71592', transRef: 'R49763213', paymentPageUrl: 'https://secure.3gdirectpay.com/payv2.php?ID=72983CAC-5DB1-4C7F-BD88-352066B71592' });
  const refused = await (await documentedDpo(t, documentedAnswers.createTokenOverLimit)).client.createToken(token).catch((error: unknown) => error);
  t.match(refused, { provider: 'dpo', issue: '905', message: /transaction limit/ });
});

t.test('verifyToken: 000 with our amount and currency is paid; 900 behind whitespace before <?xml is pending', async (t) => {
  const paid = await (await documentedDpo(t, documentedAnswers.verifyTokenPaid)).client.verifyToken('72983CAC', ours);
  t.match(paid, { state: 'paid', result: '000', amountMinor: 20_000, currency: 'BWP', approval: '4513287162', customerPhone: '26771234567', mismatches: [] });
  const pending = await (await documentedDpo(t, documentedAnswers.verifyTokenNotPaidYet)).client.verifyToken('72983CAC', ours);
  t.match(pending, { state: 'pending', result: '900', explanation: 'Transaction not paid yet' });
});

t.test('GetMobilePaymentOptions: Code/Explanation, DPO\'s catalogue names, fee, total, originalCurrency; an entity without ; does not fail it', async (t) => {
  const { client } = await documentedDpo(t, documentedAnswers.mobileOptions);
  const listed = await client.getMobilePaymentOptions('72983CAC');
  t.same([listed.originalCurrency, listed.originalAmount], ['KES', '100']);
  t.same(listed.options.map((option) => option.paymentName), ['MTNmobileMoney', 'SafaricomSTKv2']);
  t.match(listed.options[0], { countryCode: 'UG', cellularPrefix: '256', amount: '3610', currency: 'UGX', fee: '0.000', total: '3610', instructions: /enter your service PIN/i });
  t.equal(listed.options[1]?.instructions, 'Pay with M-Pesa & Airtel: enter your PIN & confirm');
});

t.test('ChargeTokenMobile: 130 with the instructions read leniently; the MNO goes as configured', async (t) => {
  const { client, requests } = await documentedDpo(t, documentedAnswers.chargeTokenMobileSent);
  const sent = await client.chargeTokenMobile('72983CAC', { phone: '+267 71 234 567', operator: 'OrangeMoneyBW' });
  t.same(sent, { statusCode: '130', explanation: 'New invoice', instructions: 'Orange Money will send a request to your phone & ask for your PIN.', redirectOption: '0', redirectUrl: null });
  t.match(requests[0]?.body, '<MNO>OrangeMoneyBW</MNO>');
  t.match(requests[0]?.body, '<PhoneNumber>26771234567</PhoneNumber>');
  t.match(requests[0]?.body, /^<\?xml version="1\.0" encoding="utf-8"\?><API3G>/, 'requests stay strict: no whitespace before <?xml');
});

t.test('ChargeTokenMobile RedirectOption 1: the wallet\'s page to open', async (t) => {
  const sent = await (await documentedDpo(t, documentedAnswers.chargeTokenMobileRedirect)).client.chargeTokenMobile('72983CAC', { phone: '26771234567', operator: 'OrangeMoneyBW' });
  t.match(sent, { redirectOption: '1', redirectUrl: 'https://wallet.example.bw/approve?ref=72983CAC' });
});

t.test('cancelToken: "Token been updated to status cancelled" is done', async (t) => {
  const { client, requests } = await documentedDpo(t, documentedAnswers.cancelToken);
  await client.cancelToken('EC9E975A-A7A2-4031-8972-BF123CDD9EDD');
  t.match(requests[0]?.body, '<Request>cancelToken</Request><TransactionToken>EC9E975A-A7A2-4031-8972-BF123CDD9EDD</TransactionToken>');
});

t.test('refundToken 000, then verifyRefund on API v7: each refund approved (003), declined (008) or pending (009)', async (t) => {
  await (await documentedDpo(t, documentedAnswers.refundToken)).client.refundToken({ transToken: '72983CAC', amountMinor: 5_000, reason: 'Member asked', refundRef: 'refund-1' });
  const { client, requests } = await documentedDpo(t, documentedAnswers.verifyRefund);
  t.same(
    (await client.verifyRefund('72983CAC')).map(({ state, code, amountMinor }) => ({ state, code, amountMinor })),
    [
      { state: 'declined', code: '008', amountMinor: 10_000 },
      { state: 'pending', code: '009', amountMinor: 5_000 },
      { state: 'approved', code: '003', amountMinor: 5_000 },
    ],
  );
  t.equal(requests[0]?.url, '/API/v7/');
});

t.test('the notification (pushPayments) names our payment in TransactionRef', async (t) => {
  t.same(readDpoNotification(documentedAnswers.pushPayment.xml), { transToken: '72983CAC-5DB1-4C7F-BD88-352066B71592', companyRef: 'b7c9e1f2-0000-4000-8000-000000000001' });
  t.same(readDpoNotification('TransactionToken=72983CAC&TransactionRef=pay-1'), { transToken: '72983CAC', companyRef: 'pay-1' }, 'as form fields too');
});

t.test('every fixture cites where DPO documents it', async (t) => {
  for (const [name, answer] of Object.entries(documentedAnswers)) t.match(answer.source, /directpayonline\.atlassian\.net|DPO-Group\//, name);
});
