import { describe, expect, it } from 'vitest';
import { methodLabels } from '../../../config/missing-messages.ts';
import type { AdminPayment } from '../api/find-member.ts';
import type { AdminSubscription } from '../paypal/admin-subscription.ts';
import { howMemberPays } from './how-member-pays.ts';
import { adminUiText } from '@guidepass/texts/en/web/admin-ui-text';

const payment = (provider: string): AdminPayment => ({
  id: `p-${provider}`,
  provider,
  status: 'captured',
  tierId: 'local',
  weeks: 1,
  priceThebe: 10000,
  amountMinor: 10000,
  currency: 'BWP',
  capturedAt: '2026-11-20T08:00:00.000Z',
  receiptNumber: null,
  refundedMinor: 0,
});
const subscription = (status: string) => ({ id: 's-1', status }) as AdminSubscription;
const email = 'neo@example.com';

describe('how a found member pays (product.md §20)', () => {
  it('names the way of their newest payment, never a count of PayPal subscriptions', () => {
    expect(howMemberPays({ email, payments: [payment('dpo'), payment('paypal')], subscriptions: [] })).toBe(adminUiText.memberPays(email, methodLabels.dpo));
    expect(howMemberPays({ email, payments: [payment('yoco')], subscriptions: [subscription('CANCELLED')] })).toBe(adminUiText.memberPays(email, methodLabels.yoco));
    expect(howMemberPays({ email, payments: [payment('dpo')], subscriptions: [] })).not.toMatch(/PayPal subscription/);
  });

  it('PayPal with an active subscription is renewed automatically; a cancelled one is not', () => {
    expect(howMemberPays({ email, payments: [payment('paypal')], subscriptions: [subscription('ACTIVE')] })).toBe(adminUiText.memberPays(email, adminUiText.paysWithRenewal(methodLabels.paypal)));
    expect(howMemberPays({ email, payments: [payment('paypal')], subscriptions: [subscription('CANCELLED')] })).toBe(adminUiText.memberPays(email, methodLabels.paypal));
  });

  it('names the wallet and number the server gives for a mobile-money payment (product.md §17)', () => {
    const orange = { ...payment('dpo'), paidWith: 'Orange Money ·· 567' };
    expect(howMemberPays({ email, payments: [orange, payment('paypal')], subscriptions: [] })).toBe(adminUiText.memberPays(email, 'Orange Money ·· 567'));
  });

  it('a member with no payment has not paid yet', () => {
    expect(howMemberPays({ email, payments: [], subscriptions: [subscription('APPROVAL_PENDING')] })).toBe(adminUiText.memberPaysNothingYet(email));
  });
});
