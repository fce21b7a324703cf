import t from 'tap';
import { endedPush, endsSoonPush, paymentFailedPush, receiptPush } from '../../src/notices/push-content.ts';

const appUrl = 'https://app.guidepass.example';
const receipt = { receiptNumber: 'GP-2026-000042', amount: '13.30 USD', weeks: 1, tierName: 'Local', endsAt: '1 Dec 2026, 10:00' };

t.test('a tap opens My membership for receipts and charges, renew for everything about an end or a failed charge', async (t) => {
  t.match(receiptPush(appUrl, receipt), { kind: 'receipt', title: 'Payment received: GP-2026-000042', body: '13.30 USD for 1 week of Local. Active until 1 Dec 2026, 10:00 (Botswana time).', url: `${appUrl}/?view=membership` });
  t.match(receiptPush(appUrl, { ...receipt, renewal: { automatic: true } }), { title: 'Membership renewed: GP-2026-000042', url: `${appUrl}/?view=membership` }, 'an automatic charge');
  t.match(receiptPush(appUrl, { ...receipt, weeks: 2, renewal: { automatic: false } }), { title: 'Payment received: GP-2026-000042', body: /for 2 weeks/ }, "a subscription's first, approved sale");
  t.equal(paymentFailedPush(appUrl, null).url, `${appUrl}/?renew=1`);
  t.match(paymentFailedPush(appUrl, null).body, 'Your membership is not active now.');
  t.equal(endsSoonPush(appUrl, '1 Dec', '2 days').url, `${appUrl}/?renew=1`);
  t.equal(endedPush(appUrl, '1 Dec').url, `${appUrl}/?renew=1`);
});
