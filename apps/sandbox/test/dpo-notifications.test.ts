import { setTimeout as sleep } from 'node:timers/promises';
import t from 'tap';
import { mainCompany, pulaOnlyCompany, startDpoSandbox } from './helpers/dpo-client.ts';
import { card, submitPaymentPage } from './helpers/dpo-hosted-page.ts';
import { sandboxDpoWallets } from '../src/dpo/dpo-defaults.ts';
import { startNotificationReceiver } from './helpers/dpo-notification-receiver.ts';

t.test('DPO notification (PTN) to the merchant\'s notification URL', async (t) => {
  const dpo = await startDpoSandbox(t);
  const receiver = await startNotificationReceiver(t);
  const portal = await dpo.control(`/portal/${mainCompany}`, { notificationUrl: receiver.url }, 'PUT');
  t.equal(portal.status, 200);

  t.beforeEach(async () => {
    await dpo.control('', { reset: true });
    receiver.reset();
  });

  const payByCard = async (companyRef?: string) => {
    const { token, companyRef: ref } = await dpo.createToken(companyRef ? { CompanyRef: companyRef } : {});
    await submitPaymentPage(dpo, token, 'Pay BWP 200.00', card('4111111111111111'));
    return { token, companyRef: ref };
  };
  const log = async () => (await dpo.control('/notifications', undefined, 'GET')).body.notifications as Record<string, any>[];

  t.test('a card payment posts one unsigned XML notification with the token, TransactionRef (our CompanyRef) and the paid fields', async (t) => {
    const { token, companyRef } = await payByCard();
    const [notification] = await receiver.waitFor(1);
    t.match(notification?.headers['content-type'], /^application\/xml/);
    t.notOk(Object.keys(notification?.headers ?? {}).some((name) => /signature|authorization/i.test(name)), 'not signed');
    t.match(notification?.rawBody, /^<\?xml version="1\.0" encoding="utf-8"\?><API3G>/);
    t.match(notification?.fields, {
      Result: '000',
      ResultExplanation: 'Transaction Paid',
      TransactionToken: token,
      TransactionRef: companyRef,
      TransactionAmount: '200.00',
      TransactionCurrency: 'BWP',
      TransactionApproval: /^\d{10}$/,
    });
    t.equal(notification?.fields.CompanyRef, undefined, 'as DPO documents pushPayments: TransactionRef, no CompanyRef');
    await sleep(100);
    t.equal(receiver.received.length, 1, 'exactly one');
    const [entry] = await log();
    t.match(entry, { transactionToken: token, companyRef, url: receiver.url, reason: 'paid', copy: 1, status: 200, acknowledged: true, error: null });
  });

  t.test('an approved phone payment notifies too; a declined card, a pending phone and a cancel do not', async (t) => {
    const declined = await dpo.createToken();
    await submitPaymentPage(dpo, declined.token, 'Pay BWP 200.00', card('4000000000000002'));
    const phone = await dpo.createToken();
    await dpo.request('ChargeTokenMobile', { TransactionToken: phone.token, PhoneNumber: '26771234567', MNO: sandboxDpoWallets.orange.mno, MNOcountry: 'botswana' });
    const cancelled = await dpo.createToken();
    await dpo.request('cancelToken', { TransactionToken: cancelled.token });
    await sleep(150);
    t.equal(receiver.received.length, 0);
    await dpo.control(`/mobile/${phone.token}`, { outcome: 'approved' });
    const [notification] = await receiver.waitFor(1);
    t.match(notification?.fields, { TransactionToken: phone.token, CustomerPhone: '26771234567', MobilePaymentRequest: 'Approved' });
  });

  t.test('duplicated: the same notification arrives as many times as asked', async (t) => {
    await dpo.control('', { notifications: { duplicate: 3 } });
    const { token } = await payByCard();
    const copies = await receiver.waitFor(3);
    t.same(copies.map((copy) => copy.fields.TransactionToken), [token, token, token]);
    t.equal(new Set(copies.map((copy) => copy.rawBody)).size, 1, 'byte-identical copies');
    t.same((await log()).map((entry) => entry.copy).sort(), [1, 2, 3]);
  });

  t.test('late: delayMs holds each post back; the member\'s return can be verified first', async (t) => {
    await dpo.control('', { notifications: { delayMs: 400 } });
    const paidAt = Date.now();
    const { token } = await payByCard();
    t.equal((await dpo.verify(token)).body.Result, '000', 'verifyToken already says paid');
    await sleep(150);
    t.equal(receiver.received.length, 0, 'not yet delivered');
    const [notification] = await receiver.waitFor(1);
    t.ok((notification?.at ?? 0) - paidAt >= 400, 'delivered after the delay');
  });

  t.test('held, then released out of order: the newer payment\'s notification comes first', async (t) => {
    await dpo.control('', { notifications: { hold: true, outOfOrder: true } });
    const first = await payByCard('pay_first');
    const second = await payByCard('pay_second');
    await sleep(150);
    t.equal(receiver.received.length, 0, 'held');
    t.same((await dpo.control('/release')).body, { released: 2 });
    const delivered = await receiver.waitFor(2);
    t.same(delivered.map((notification) => notification.fields.TransactionToken), [second.token, first.token]);
  });

  t.test('the resend control posts a paid token\'s notification again, duplicated and late if asked', async (t) => {
    const { token } = await payByCard();
    await receiver.waitFor(1);
    await dpo.control('', { notifications: { duplicate: 2, delayMs: 200 } });
    t.equal((await dpo.control(`/notifications/${token}`)).status, 200);
    await sleep(100);
    t.equal(receiver.received.length, 1, 'the resend is late too');
    const all = await receiver.waitFor(3);
    t.same(all.map((notification) => notification.fields.TransactionToken), [token, token, token]);
    t.same((await log()).map((entry) => entry.reason), ['paid', 'resend', 'resend']);

    const unpaid = await dpo.createToken();
    t.equal((await dpo.control(`/notifications/${unpaid.token}`)).status, 409, 'only paid tokens are notified');
    t.equal((await dpo.control('/notifications/11111111-2222-3333-4444-555555555555')).status, 404);
  });

  t.test('a merchant answering anything but OK is logged as not acknowledged; no retry', async (t) => {
    receiver.answerWith(500);
    await payByCard();
    await receiver.waitFor(1);
    await sleep(150);
    t.equal(receiver.received.length, 1);
    t.match((await log())[0], { status: 500, acknowledged: false });
  });

  t.test('without a notification URL nothing is sent; the portal control checks the URL', async (t) => {
    const { token } = await dpo.createToken({}, pulaOnlyCompany, { ServiceType: '5526' });
    await submitPaymentPage(dpo, token, 'Pay BWP 200.00', card('4111111111111111'));
    await sleep(150);
    t.equal(receiver.received.length, 0);
    t.equal((await dpo.control(`/notifications/${token}`)).status, 409);
    t.equal((await dpo.control(`/portal/${pulaOnlyCompany}`, { notificationUrl: 'ftp://example.test' }, 'PUT')).status, 400);
    t.equal((await dpo.control('/portal/UNKNOWN-COMPANY', { notificationUrl: receiver.url }, 'PUT')).status, 404);
  });
});
