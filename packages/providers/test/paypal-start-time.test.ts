import t from 'tap';
import { sandboxDefaults } from '@guidepass/sandbox/defaults';
import { startSandbox } from '@guidepass/sandbox/start';
import { createPayPalClient } from '../src/paypal-client.ts';
import { startTimeToSend } from '../src/paypal-start-time.ts';

const minute = 60_000;

t.test('a start_time is sent only when it is safely in the future; otherwise the subscription starts now', async (t) => {
  const now = new Date('2026-03-02T08:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
  t.equal(startTimeToSend(undefined, now), undefined);
  t.equal(startTimeToSend(later(-minute), now), undefined, 'already past');
  t.equal(startTimeToSend(later(0), now), undefined, 'now');
  t.equal(startTimeToSend(later(30_000), now), undefined, 'past by the time PayPal may see it');
  t.equal(startTimeToSend(later(2 * minute), now), undefined, 'at the margin');
  t.equal(startTimeToSend(later(2 * minute + 1000), now), later(2 * minute + 1000), 'beyond the margin');
  t.equal(startTimeToSend(later(7 * 24 * 60 * minute), now), later(7 * 24 * 60 * minute), 'a paid-through date next week');
});

t.test('against the stricter stand-in: a start_time about to pass opens the subscription now, a later one is kept', async (t) => {
  // PayPal's clock 20 s ahead of ours (skew, or the call's own time): a start 10 s ahead of us is past for PayPal.
  const sandbox = await startSandbox({ paypal: { now: () => new Date(Date.now() + 20_000) } });
  t.teardown(() => sandbox.close());
  const client = createPayPalClient({ apiBase: `${sandbox.url}/paypal`, clientId: sandboxDefaults.paypal.clientId, clientSecret: sandboxDefaults.paypal.clientSecret });
  const productId = await client.createProduct({ name: 'guidepass start time', requestId: 'start-time-product' });
  const planId = await client.createPlan({ productId, name: 'weekly', weekly: { currency_code: 'USD', value: '7.40' }, requestId: 'start-time-plan' });
  const open = (requestId: string, startTime: string) =>
    client.createSubscription({ planId, customId: requestId, returnUrl: 'http://app.test/return', cancelUrl: 'http://app.test/cancel', requestId, startTime });

  const soon = await open('start-soon', new Date(Date.now() + 10_000).toISOString());
  const soonShown = await client.getSubscription(soon.id);
  t.equal(soonShown.status, 'APPROVAL_PENDING', 'created, not refused with INVALID_PARAMETER_VALUE');
  const startedAt = Date.parse((soonShown as { start_time?: string }).start_time ?? '');
  t.ok(Math.abs(startedAt - (Date.now() + 20_000)) < 5000, 'PayPal starts it at its own now');

  const nextWeek = new Date(Math.ceil((Date.now() + 7 * 24 * 60 * minute) / 1000) * 1000).toISOString();
  const later = await open('start-later', nextWeek);
  t.equal(Date.parse((await client.getSubscription(later.id) as { start_time?: string }).start_time ?? ''), Date.parse(nextWeek), 'the later start is kept');
});
