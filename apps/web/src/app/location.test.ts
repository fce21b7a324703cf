// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { appAddresses, renewAddressFor } from '@guidepass/domain/app-addresses';
import { needsSessionFirst, parseLocation } from './location.ts';
import type { AppLocation } from './location.ts';

const nothing: AppLocation = { paymentCancel: null, paymentReturn: null, authLink: null, admin: null, referralCode: null, sales: null, claim: null, membership: null, guide: false };

const rows: [href: string, expected: AppLocation][] = [
  ['/', nothing],
  ['/payment-cancel?token=EC-1', { ...nothing, paymentCancel: { declined: false } }],
  ['/payment-cancel?method=yoco&paymentId=p1&reason=declined', { ...nothing, paymentCancel: { declined: true, method: 'yoco', paymentId: 'p1' } }],
  ['/payment-cancel?method=dpo&paymentId=p2&TransactionToken=T-2', { ...nothing, paymentCancel: { declined: false, method: 'dpo', paymentId: 'p2' } }],
  ['/payment-cancel?payment=success&token=EC-1', { ...nothing, paymentCancel: { declined: false } }],
  ['/?payment=success', { ...nothing, paymentReturn: { method: null, paymentId: null, token: null, subscriptionId: null } }],
  ['/?payment=success&token=ORDER1&PayerID=P', { ...nothing, paymentReturn: { method: null, paymentId: null, token: 'ORDER1', subscriptionId: null } }],
  ['/?payment=success&method=yoco&paymentId=p1', { ...nothing, paymentReturn: { method: 'yoco', paymentId: 'p1', token: null, subscriptionId: null } }],
  // A PayPal subscription's return: told from an order's by subscription_id; its token is the approval's.
  [
    '/?payment=success&subscription_id=I-BW7R3K2M9XQ1&ba_token=BA-8KJ3N2Q&token=5TY2P9W',
    { ...nothing, paymentReturn: { method: null, paymentId: null, token: '5TY2P9W', subscriptionId: 'I-BW7R3K2M9XQ1' } },
  ],
  ['/?payment=success&subscription_id=&token=5TY2P9W', { ...nothing, paymentReturn: { method: null, paymentId: null, token: '5TY2P9W', subscriptionId: '' } }],
  // A purchase's subscription cancelled on the approval page: nothing to capture or confirm.
  ['/payment-cancel?ba_token=BA-8KJ3N2Q&token=5TY2P9W', { ...nothing, paymentCancel: { declined: false } }],
  ['/?payment=SUCCESS&token=x', nothing],
  ['/verify-email?token=tok-abc', { ...nothing, authLink: { kind: 'verify-email', token: 'tok-abc' } }],
  ['/verify-email?token=', nothing],
  ['/reset-password?token=r1', { ...nothing, authLink: { kind: 'reset-password', token: 'r1' } }],
  ['/?token=r1', nothing],
  ['/?auth_error=access_denied&provider=google', { ...nothing, authLink: { kind: 'auth-error', error: 'access_denied', provider: 'google' } }],
  ['/verify-email?auth_error=Email%20permission%20missing', { ...nothing, authLink: { kind: 'auth-error', error: 'Email permission missing', provider: null } }],
  ['/?view=admin', { ...nothing, admin: { month: null, section: 'members' } }],
  ['/?view=admin&month=2026-10', { ...nothing, admin: { month: '2026-10', section: 'members' } }],
  ['/?view=admin&month=2026-13', { ...nothing, admin: { month: null, section: 'members' } }],
  ['/?view=admin&month=2026-1', { ...nothing, admin: { month: null, section: 'members' } }],
  ['/?view=admin&section=names', { ...nothing, admin: { month: null, section: 'names' } }],
  ['/?view=admin&section=earnings&month=2026-10', { ...nothing, admin: { month: '2026-10', section: 'earnings' } }],
  ['/?view=admin&section=nonsense', { ...nothing, admin: { month: null, section: 'members' } }],
  ['/?view=Admin', nothing],
  ['/?month=2026-10', nothing],
  ['/?ref=NEO234', { ...nothing, referralCode: 'NEO234' }],
  ['/?ref=%20neo-234%20', { ...nothing, referralCode: 'neo-234' }],
  ['/?ref=', nothing],
  ['/?ref=%3Cscript%3E', nothing],
  ['/?ref=ABCDEFGHJKMNPQRSTUVWX', nothing],
  ['/?view=sales', { ...nothing, sales: { month: null } }],
  ['/?view=sales&month=2026-10', { ...nothing, sales: { month: '2026-10' } }],
  ['/?view=sales&month=2026-00', { ...nothing, sales: { month: null } }],
  ['/?view=Sales', nothing],
  ['/?claim=Zm9vYmFyLXRva2VuLTEyMw', { ...nothing, claim: { token: 'Zm9vYmFyLXRva2VuLTEyMw' } }],
  ['/?claim=', nothing],
  ['/?view=membership', { ...nothing, membership: { renew: false, renewalApproved: null, renewalCancelled: false } }],
  ['/?renew=1', { ...nothing, membership: { renew: true, renewalApproved: null, renewalCancelled: false } }],
  ['/?view=membership&renew=1', { ...nothing, membership: { renew: true, renewalApproved: null, renewalCancelled: false } }],
  // The reminder names the way the member paid last; an unknown one is no preselection at all.
  ['/?renew=1&method=yoco', { ...nothing, membership: { renew: true, renewalApproved: null, renewalCancelled: false, method: 'yoco' } }],
  ['/?renew=1&method=paypal', { ...nothing, membership: { renew: true, renewalApproved: null, renewalCancelled: false, method: 'paypal' } }],
  ['/?renew=1&method=bitcoin', { ...nothing, membership: { renew: true, renewalApproved: null, renewalCancelled: false } }],
  ['/?view=membership&method=yoco', { ...nothing, membership: { renew: false, renewalApproved: null, renewalCancelled: false } }],
  ['/?view=guide', { ...nothing, guide: true }],
  ['/?view=Guide', nothing],
  // PayPal's return from approving renewal turned on in My membership, and its cancel (app-addresses.ts).
  [
    '/?view=membership&renewal=approved&subscription_id=I-BW7R3K2M9XQ1&ba_token=BA-8KJ3N2Q&token=5TY2P9W',
    { ...nothing, membership: { renew: false, renewalApproved: 'I-BW7R3K2M9XQ1', renewalCancelled: false } },
  ],
  ['/?view=membership&renewal=approved', { ...nothing, membership: { renew: false, renewalApproved: null, renewalCancelled: false } }],
  ['/?view=membership&renewal=approved&subscription_id=', { ...nothing, membership: { renew: false, renewalApproved: null, renewalCancelled: false } }],
  ['/?view=membership&renewal=cancelled&ba_token=BA-8KJ3N2Q&token=5TY2P9W', { ...nothing, membership: { renew: false, renewalApproved: null, renewalCancelled: true } }],
  ['/?renewal=approved&subscription_id=I-1', nothing],
  ['/?renew=0', nothing],
  ['/?renew=yes', nothing],
  ['/?view=Membership', nothing],
  ['/?claim=short', nothing],
  ['/?claim=%3Cscript%3Ealert(1)%3C%2Fscript%3E', nothing],
];

describe('parseLocation', () => {
  it.each(rows)('%s', (href, expected) => {
    expect(parseLocation(href)).toEqual(expected);
  });
});

describe('needsSessionFirst', () => {
  it('a payment return or cancel needs the session before any view; other addresses do not', () => {
    expect(needsSessionFirst(parseLocation('/?payment=success&token=ORDER-1&PayerID=P'))).toBe(true);
    expect(needsSessionFirst(parseLocation('/?payment=success&method=yoco&paymentId=ch_1'))).toBe(true);
    expect(needsSessionFirst(parseLocation('/?payment=success&subscription_id=I-BW7R3K2M9XQ1&ba_token=BA-1&token=T1'))).toBe(true);
    expect(needsSessionFirst(parseLocation('/payment-cancel?ba_token=BA-1&token=T1'))).toBe(true);
    expect(needsSessionFirst(parseLocation('/payment-cancel?reason=declined'))).toBe(true);
    expect(needsSessionFirst(parseLocation('/?view=membership&renewal=approved&subscription_id=I-1&ba_token=BA-1&token=T1'))).toBe(true);
    expect(needsSessionFirst(parseLocation('/?view=membership&renewal=cancelled&ba_token=BA-1&token=T1'))).toBe(true);
    for (const address of ['/', '/?ref=NEO234', '/verify-email?token=abc', '/?view=admin', '/?claim=abcdefgh12', '/?view=membership', '/?renew=1']) {
      expect(needsSessionFirst(parseLocation(address)), address).toBe(false);
    }
  });
});

describe('the addresses the api and the worker build (app-addresses) are the ones read here', () => {
  it('each lands where it is meant to, with what the provider appends', () => {
    expect(parseLocation(`${appAddresses.paymentReturn}&token=ORDER-1&PayerID=P`).paymentReturn?.token).toBe('ORDER-1');
    expect(parseLocation(`${appAddresses.paymentReturn}&subscription_id=I-1&ba_token=BA-1&token=T1`).paymentReturn?.subscriptionId).toBe('I-1');
    expect(parseLocation(`${appAddresses.paymentCancel}?token=ORDER-1`).paymentCancel).toEqual({ declined: false });
    expect(parseLocation(appAddresses.membership)).toEqual({ ...nothing, membership: { renew: false, renewalApproved: null, renewalCancelled: false } });
    expect(parseLocation(appAddresses.renew).membership?.renew).toBe(true);
    expect(parseLocation(renewAddressFor('yoco')).membership).toEqual({ renew: true, renewalApproved: null, renewalCancelled: false, method: 'yoco' });
    expect(parseLocation(renewAddressFor('paypal')).membership?.method).toBe('paypal');
    expect(parseLocation(renewAddressFor(null))).toEqual(parseLocation(appAddresses.renew));
    expect(parseLocation(`${appAddresses.renewalApproved}&subscription_id=I-1&ba_token=BA-1&token=T1`)).toEqual({
      ...nothing,
      membership: { renew: false, renewalApproved: 'I-1', renewalCancelled: false },
    });
    expect(parseLocation(`${appAddresses.renewalCancelled}&ba_token=BA-1&token=T1`)).toEqual({
      ...nothing,
      membership: { renew: false, renewalApproved: null, renewalCancelled: true },
    });
  });
});
