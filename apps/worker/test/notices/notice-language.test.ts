import t from 'tap';
import { createDb } from '@guidepass/db';
import { createTestDatabase } from '@guidepass/db/testing';
import { textsFor } from '@guidepass/texts/texts-for';
import { languageOr } from '@guidepass/texts/language';
import { formatPaidWith } from '@guidepass/texts/paid-with';
import { englishLeft, pseudoCatalogue, pseudoLanguage } from '../../../../packages/texts/test/pseudo-language.ts';
import { endedMailContent, endsSoonMailContent, inviteMailContent, mailContent, paymentFailedMailContent, receiptMailContent, refundMailContent } from '../../src/mail/templates.ts';
import { composeNotice } from '../../src/notices/compose-notice.ts';
import { recordNotice } from '@guidepass/payments/payment-notices';
import { endedPush, endsSoonPush, paymentFailedPush, receiptPush, refundPush } from '../../src/notices/push-content.ts';
import { insertMember } from './notice-fixture.ts';

const appUrl = 'http://app.test';
const en = textsFor('en');
// What a notice may say that is not a text: dates, amounts, numbers, names, addresses.
const areas = ['mail', 'notice', 'push', 'messages'] as const;

t.test('every mail and push is written from the catalogue it is given: a second language reaches them all', async (t) => {
  const texts = pseudoCatalogue;
  // how it was paid is named by the catalogue too
  const paidWith = formatPaidWith({ provider: 'paypal' }, texts);
  const receipt = { receiptNumber: 'GP-1', paidAt: '1 Dec', tierName: 'Local', price: 'P200', paidWith, amount: '14.80 USD', weeks: 2, endsAt: '15 Dec', membershipUrl: appUrl };
  const refund = { receiptNumber: 'GP-1', refunded: 'P200', weeksTakenBack: 2, activeUntil: null, paidWith, endedByRefund: null, membershipUrl: appUrl };
  const mails = {
    verification: mailContent('verify-email', appUrl, 'token', '123456', texts),
    reset: mailContent('password-reset', appUrl, 'token', '123456', texts),
    invite: inviteMailContent(`${appUrl}/?claim=abc`, 'Neo Kgosi', texts),
    receipt: receiptMailContent(receipt, texts),
    renewal: receiptMailContent({ ...receipt, renewal: { automatic: true, manageUrl: appUrl } }, texts),
    refund: refundMailContent(refund, texts),
    'ends soon': endsSoonMailContent('15 Dec', '2 days', appUrl, texts),
    ended: endedMailContent('15 Dec', appUrl, texts),
    'payment failed': paymentFailedMailContent(null, appUrl, texts, ['PayPal', 'Yoco']),
  };
  for (const [name, mail] of Object.entries(mails)) {
    t.same(englishLeft(`${mail.subject}\n${mail.text}\n${mail.html}`, areas), [], `${name}: no English outside the catalogue's words`);
    t.match(mail.html, `<html lang="${pseudoLanguage}">`, `${name}: the page declares the language`);
  }
  const pushes = {
    receipt: receiptPush(appUrl, { ...receipt, amount: 'P200' }, texts),
    refund: refundPush(appUrl, refund, texts),
    'ends soon': endsSoonPush(appUrl, '15 Dec', '2 days', null, texts),
    ended: endedPush(appUrl, '15 Dec', null, texts),
    'payment failed': paymentFailedPush(appUrl, null, null, texts),
  };
  for (const [name, push] of Object.entries(pushes)) t.same(englishLeft(`${push.title}\n${push.body}`, areas), [], `${name} push: no English left`);
});

t.test('the payment-failed mail offers the configured providers, whichever they are', async (t) => {
  const two = paymentFailedMailContent(null, appUrl, en, ['PayPal', 'Yoco']);
  t.match(two.text, 'renew there with PayPal or Yoco.');
  const three = paymentFailedMailContent(null, appUrl, en, ['PayPal', 'Yoco', 'DPO Pay']);
  t.match(three.text, 'renew there with PayPal, Yoco or DPO Pay.');
  t.match(three.html, 'PayPal, Yoco or DPO Pay');
  const one = paymentFailedMailContent(null, appUrl, en, ['DPO Pay']);
  t.match(one.text, 'renew there with DPO Pay.');
  t.notMatch(one.text, 'PayPal or Yoco');
});

t.test("a notice's mail and push are in the language stored on its member", async (t) => {
  const database = await createTestDatabase();
  const db = createDb(database.url);
  t.teardown(async () => {
    await db.destroy();
    await database.release();
  });
  const userId = await insertMember(db, 'lang@example.com', new Date(Date.now() + 48 * 3600_000));
  const stored = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirstOrThrow();
  t.equal(stored.language, 'en', 'English for everyone today');
  const noticeId = (await recordNotice(db, userId, 'payment-failed', 'sale-1'))!;
  // The texts of the stored language: the test-only one for its code, else the product's own.
  const textsOf = (language: string) => (language === pseudoLanguage ? pseudoCatalogue : textsFor(languageOr(language)));

  const english = await composeNotice(db, appUrl, noticeId, new Date(), ['PayPal', 'Yoco'], textsOf);
  t.ok('mail' in english && english.mail.subject === en.notice.paymentFailedTitle, 'an English member reads English');
  t.ok('push' in english && english.push.title === en.notice.paymentFailedTitle);

  await db.updateTable('users').set({ language: pseudoLanguage }).where('id', '=', userId).execute();
  const other = await composeNotice(db, appUrl, noticeId, new Date(), ['PayPal', 'Yoco'], textsOf);
  if (!('mail' in other)) return t.fail('the notice is composed');
  t.equal(other.mail.subject, pseudoCatalogue.notice.paymentFailedTitle, "the mail is in the member's language");
  t.match(other.mail.html, `<html lang="${pseudoLanguage}">`);
  t.same(englishLeft(`${other.mail.text}\n${other.push.title}\n${other.push.body}`, areas), [], 'no English in mail or push');
  t.equal(other.push.title, pseudoCatalogue.notice.paymentFailedTitle, "the push is in the member's language");

  await db.updateTable('users').set({ language: 'xx' }).where('id', '=', userId).execute();
  const unknown = await composeNotice(db, appUrl, noticeId, new Date(), ['PayPal'], textsOf);
  t.ok('mail' in unknown && unknown.mail.subject === en.notice.paymentFailedTitle, 'a language the product does not speak reads as the default');
});
