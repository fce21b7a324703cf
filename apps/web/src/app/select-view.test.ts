// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Profile } from '@guidepass/domain/profile';
import { parseLocation } from './location.ts';
import { selectView } from './select-view.ts';
import type { SessionStatus, View, ViewInput } from './select-view.ts';
import type { ProfileRead } from '../features/profile/hooks/use-profile.ts';

const now = new Date('2026-06-01T12:00:00.000Z');
const later = '2026-06-08T12:00:00.000Z';
const earlier = '2026-05-31T12:00:00.000Z';

function profile(paymentStatus: Profile['paymentStatus'], membershipExpiry: string | null): ProfileRead {
  return {
    status: 'loaded',
    profile: {
      uid: 'u1',
      email: 'member@example.com',
      emailVerified: true,
      createdAt: '2026-05-01T00:00:00.000Z',
      salesperson: { firstName: 'Jane', lastName: 'Doe', fullName: 'Jane Doe' },
      paymentStatus,
      membershipExpiry,
      // Deliberately the opposite of the truth: the view must not trust the server's snapshot.
      membershipActive: !(paymentStatus === 'paid' && membershipExpiry === later),
    },
  };
}

/** A confirmed salesperson's account (it claimed its record): `salespersonAccount` in GET /api/me. */
function salespersonOf(read: ProfileRead): ProfileRead {
  if (read.status !== 'loaded') return read;
  return { status: 'loaded', profile: { ...read.profile, salespersonAccount: { id: 's1', fullName: 'Neo Kgosi', referralCode: 'NEO234' } } };
}

const paidActive = profile('paid', later);
const paidExpired = profile('paid', earlier);
const paidNow = profile('paid', now.toISOString());
const paidNull = profile('paid', null);
const pendingFuture = profile('pending', later);
const pendingNull = profile('pending', null);

function input(overrides: Partial<ViewInput> & { path?: string }): ViewInput {
  return {
    session: 'signed-in',
    emailVerified: true,
    profile: paidActive,
    location: parseLocation(overrides.path ?? '/'),
    now,
    ...overrides,
  };
}

type Row = [name: string, input: ViewInput, expected: View];

const rows: Row[] = [
  // 1. session loading
  ['session loading', input({ session: 'loading' }), 'loading'],
  ['session loading wins over payment-cancel', input({ session: 'loading', path: '/payment-cancel' }), 'loading'],
  ['session loading wins over payment=success', input({ session: 'loading', path: '/?payment=success' }), 'loading'],

  // 2. payment-cancel path
  ['payment-cancel signed in', input({ path: '/payment-cancel' }), 'payment-cancelled'],
  ['payment-cancel with a token query', input({ path: '/payment-cancel?token=X' }), 'payment-cancelled'],
  ['payment-cancel with a trailing slash', input({ path: '/payment-cancel/' }), 'payment-cancelled'],
  ['payment-cancelled path also contains payment-cancel', input({ path: '/payment-cancelled' }), 'payment-cancelled'],
  ['payment-cancel nested in a longer path', input({ path: '/yoco/payment-cancel/failure' }), 'payment-cancelled'],
  ['payment-cancel beats payment=success', input({ path: '/payment-cancel?payment=success' }), 'payment-cancelled'],
  ['payment-cancel beats an unverified email', input({ path: '/payment-cancel', emailVerified: false }), 'payment-cancelled'],
  ['payment-cancel while the profile loads', input({ path: '/payment-cancel', profile: { status: 'loading' } }), 'payment-cancelled'],
  ['payment-cancel for an active member', input({ path: '/payment-cancel', profile: paidActive }), 'payment-cancelled'],
  ['payment-cancel signed out', input({ session: 'signed-out', path: '/payment-cancel?token=X' }), 'auth'],
  ['payment-cancel only in the query is not the path', input({ path: '/?next=payment-cancel' }), 'main'],
  ['Payment-Cancel in another case is not matched', input({ path: '/Payment-Cancel' }), 'main'],

  // 3. no user
  ['signed out', input({ session: 'signed-out' }), 'auth'],
  ['signed out with payment=success', input({ session: 'signed-out', path: '/?payment=success' }), 'auth'],
  ['signed out on the verify-email link', input({ session: 'signed-out', path: '/verify-email?token=abc' }), 'auth'],
  ['signed out ignores any profile', input({ session: 'signed-out', profile: paidActive }), 'auth'],

  // 4. unverified email
  ['unverified with an active membership', input({ emailVerified: false }), 'auth'],
  ['unverified with payment=success', input({ emailVerified: false, path: '/?payment=success' }), 'auth'],
  ['unverified while the profile loads', input({ emailVerified: false, profile: { status: 'loading' } }), 'auth'],

  // profile still being read
  ['verified, profile loading', input({ profile: { status: 'loading' } }), 'loading'],
  ['verified, profile loading with payment=success', input({ profile: { status: 'loading' }, path: '/?payment=success' }), 'loading'],

  // 5. payment=success
  ['payment=success, paid and unexpired', input({ path: '/?payment=success' }), 'payment-success'],
  ['payment=success with PayPal token and PayerID', input({ path: '/?payment=success&token=5O190127&PayerID=ABC' }), 'payment-success'],
  ['payment=success after other params', input({ path: '/?method=yoco&paymentId=p1&payment=success' }), 'payment-success'],
  ['payment=success, expired', input({ path: '/?payment=success', profile: paidExpired }), 'payment'],
  ['payment=success, expiry exactly now', input({ path: '/?payment=success', profile: paidNow }), 'payment'],
  ['payment=success, paid with no expiry', input({ path: '/?payment=success', profile: paidNull }), 'payment'],
  ['payment=success, still pending', input({ path: '/?payment=success', profile: pendingFuture }), 'payment'],
  ['payment=success, no profile', input({ path: '/?payment=success', profile: { status: 'not-found' } }), 'payment'],
  ['payment=success, profile read error', input({ path: '/?payment=success', profile: { status: 'error' } }), 'payment'],
  ['payment=failed is not success', input({ path: '/?payment=failed' }), 'main'],
  ['payment=SUCCESS is not success', input({ path: '/?payment=SUCCESS' }), 'main'],
  ['payment=success only in the path is not the query', input({ path: '/payment=success' }), 'main'],

  // 6. no profile or read error
  ['profile not found', input({ profile: { status: 'not-found' } }), 'payment'],
  ['profile read error', input({ profile: { status: 'error' } }), 'payment'],

  // 7. active membership
  ['paid with expiry ahead', input({}), 'main'],
  ['paid with expiry one millisecond ahead', input({ profile: profile('paid', new Date(now.getTime() + 1).toISOString()) }), 'main'],
  ['paid with unrelated query params', input({ path: '/?utm_source=mail&token=x' }), 'main'],
  ['paid on another path', input({ path: '/verify-email?token=abc' }), 'main'],

  // 8. otherwise
  ['paid but expired', input({ profile: paidExpired }), 'payment'],
  ['paid with expiry exactly now', input({ profile: paidNow }), 'payment'],
  ['paid with expiry null', input({ profile: paidNull }), 'payment'],
  ['pending with a future expiry', input({ profile: pendingFuture }), 'payment'],
  ['pending with no expiry', input({ profile: pendingNull }), 'payment'],

  // the admin view (ours): signed in with a verified address, whatever the profile says
  ['admin view, active member', input({ path: '/?view=admin' }), 'admin'],
  ['admin view with a month', input({ path: '/?view=admin&month=2026-10' }), 'admin'],
  ['admin view, no membership', input({ path: '/?view=admin', profile: pendingNull }), 'admin'],
  ['admin view while the profile loads', input({ path: '/?view=admin', profile: { status: 'loading' } }), 'admin'],
  ['admin view, profile read error', input({ path: '/?view=admin', profile: { status: 'error' } }), 'admin'],
  ['admin view signed out', input({ session: 'signed-out', path: '/?view=admin' }), 'auth'],
  ['admin view unverified', input({ emailVerified: false, path: '/?view=admin' }), 'auth'],
  ['admin view while the session loads', input({ session: 'loading', path: '/?view=admin' }), 'loading'],
  ['payment-cancel beats the admin view', input({ path: '/payment-cancel?view=admin' }), 'payment-cancelled'],
  ['view=Admin is not the admin view', input({ path: '/?view=Admin' }), 'main'],

  // My sales (ours): signed in with a verified address, whatever the membership; the view itself asks the server
  ['my sales, active member', input({ path: '/?view=sales' }), 'sales'],
  ['my sales with a month', input({ path: '/?view=sales&month=2026-10' }), 'sales'],
  ['my sales, no membership', input({ path: '/?view=sales', profile: pendingNull }), 'sales'],
  ['my sales, expired membership', input({ path: '/?view=sales', profile: paidExpired }), 'sales'],
  ['my sales while the profile loads', input({ path: '/?view=sales', profile: { status: 'loading' } }), 'sales'],
  ['my sales, no profile', input({ path: '/?view=sales', profile: { status: 'not-found' } }), 'sales'],
  ['my sales signed out', input({ session: 'signed-out', path: '/?view=sales' }), 'auth'],
  ['my sales unverified', input({ emailVerified: false, path: '/?view=sales' }), 'auth'],
  ['my sales while the session loads', input({ session: 'loading', path: '/?view=sales' }), 'loading'],
  ['payment-cancel beats my sales', input({ path: '/payment-cancel?view=sales' }), 'payment-cancelled'],
  ['view=Sales is not my sales', input({ path: '/?view=Sales' }), 'main'],
  ['a waiting claim opens my sales once verified', input({ claimPending: true, profile: pendingNull }), 'sales'],
  ['a waiting claim while the profile loads', input({ claimPending: true, profile: { status: 'loading' } }), 'sales'],
  ['a waiting claim, signed out: sign in first', input({ session: 'signed-out', claimPending: true }), 'auth'],
  ['a waiting claim, unverified: verify first', input({ emailVerified: false, claimPending: true }), 'auth'],

  // A salesperson's home is My sales (ours, product.md §14), and they open the guide from it without paying
  ['a salesperson lands on my sales, not the paywall', input({ profile: salespersonOf(pendingNull) }), 'sales'],
  ['a salesperson whose membership expired lands on my sales', input({ profile: salespersonOf(paidExpired) }), 'sales'],
  ['a salesperson who is also a member lands on my sales', input({ profile: salespersonOf(paidActive) }), 'sales'],
  ['a salesperson opens the guide unpaid', input({ path: '/?view=guide', profile: salespersonOf(pendingNull) }), 'main'],
  ['a salesperson member opens the guide', input({ path: '/?view=guide', profile: salespersonOf(paidActive) }), 'main'],
  ['a member opens the guide', input({ path: '/?view=guide' }), 'main'],
  ['the guide without membership or sales: the paywall', input({ path: '/?view=guide', profile: pendingNull }), 'payment'],
  ['the guide, expired member: the paywall', input({ path: '/?view=guide', profile: paidExpired }), 'payment'],
  ['the guide while the profile loads', input({ path: '/?view=guide', profile: { status: 'loading' } }), 'loading'],
  ['the guide signed out: sign in first', input({ session: 'signed-out', path: '/?view=guide' }), 'auth'],
  ['an admin opens the guide unpaid', input({ path: '/?view=guide', profile: pendingNull, admin: true }), 'main'],
  ['an admin, expired member, opens the guide', input({ path: '/?view=guide', profile: paidExpired, admin: true }), 'main'],
  ['an admin without the guide address: the paywall as for anyone', input({ profile: pendingNull, admin: true }), 'payment'],
  ['an admin opens the guide once the profile is read', input({ path: '/?view=guide', profile: { status: 'loading' }, admin: true }), 'loading'],
  ['an admin opens the guide signed out: sign in first', input({ session: 'signed-out', path: '/?view=guide', admin: true }), 'auth'],
  ['a salesperson, profile loading: wait', input({ profile: { status: 'loading' } }), 'loading'],
  ["a salesperson's payment return is a payment return", input({ path: '/?payment=success', profile: salespersonOf(paidActive) }), 'payment-success'],
  ['a salesperson opens my membership', input({ path: '/?view=membership', profile: salespersonOf(pendingNull) }), 'membership'],
  ['a salesperson opens the admin view', input({ path: '/?view=admin', profile: salespersonOf(pendingNull) }), 'admin'],
  ['payment-cancel beats a salesperson home', input({ path: '/payment-cancel', profile: salespersonOf(pendingNull) }), 'payment-cancelled'],
  ['a salesperson account with the field null is a member', input({ profile: { status: 'loaded', profile: { ...(pendingNull as { profile: Profile }).profile, salespersonAccount: null } } }), 'payment'],

  // My membership (ours): signed in with a verified address, whatever the membership; the reminder's ?renew=1 too
  ['my membership, active member', input({ path: '/?view=membership' }), 'membership'],
  ['my membership, expired membership', input({ path: '/?view=membership', profile: paidExpired }), 'membership'],
  ['my membership, no membership', input({ path: '/?view=membership', profile: pendingNull }), 'membership'],
  ['my membership while the profile loads', input({ path: '/?view=membership', profile: { status: 'loading' } }), 'membership'],
  ['the reminder link opens my membership', input({ path: '/?renew=1', profile: paidExpired }), 'membership'],
  ['the reminder link signed out: sign in first', input({ session: 'signed-out', path: '/?renew=1' }), 'auth'],
  ['the reminder link unverified: verify first', input({ emailVerified: false, path: '/?renew=1' }), 'auth'],
  ['the reminder link while the session loads', input({ session: 'loading', path: '/?renew=1' }), 'loading'],
  ['a payment return beats my membership', input({ path: '/?view=membership&payment=success&method=yoco&paymentId=p1' }), 'payment-success'],
  ['payment-cancel beats my membership', input({ path: '/payment-cancel?renew=1' }), 'payment-cancelled'],
  ['view=Membership is not my membership', input({ path: '/?view=Membership' }), 'main'],
  ['renewal approved at PayPal opens my membership', input({ path: '/?view=membership&renewal=approved&subscription_id=I-1&token=T' }), 'membership'],
  ['renewal approved while the profile loads', input({ path: '/?view=membership&renewal=approved&subscription_id=I-1', profile: { status: 'loading' } }), 'membership'],
  ['renewal approved, signed out: sign in first', input({ session: 'signed-out', path: '/?view=membership&renewal=approved&subscription_id=I-1' }), 'auth'],
  ['renewal approval cancelled at PayPal opens my membership', input({ path: '/?view=membership&renewal=cancelled&ba_token=BA-1&token=T' }), 'membership'],
  ['renewal approval cancelled, expired membership', input({ path: '/?view=membership&renewal=cancelled&ba_token=BA-1&token=T', profile: paidExpired }), 'membership'],
  ['renewal approval cancelled, signed out: sign in first', input({ session: 'signed-out', path: '/?view=membership&renewal=cancelled&ba_token=BA-1' }), 'auth'],
  ["a subscription's cancel at payment-cancel is a purchase's", input({ path: '/payment-cancel?ba_token=BA-2&token=T' }), 'payment-cancelled'],
  ['the reminder link kept through a Google sign-in opens my membership', input({ renewPending: true, profile: paidActive }), 'membership'],
  ['the kept reminder link while the profile loads', input({ renewPending: true, profile: { status: 'loading' } }), 'membership'],
  ['the kept reminder link signed out: sign in first', input({ session: 'signed-out', renewPending: true }), 'auth'],
  ['the kept reminder link unverified: verify first', input({ emailVerified: false, renewPending: true }), 'auth'],
  ['a payment return beats the kept reminder link', input({ path: '/?payment=success&method=yoco&paymentId=p1', renewPending: true }), 'payment-success'],
  ['payment-cancel beats the kept reminder link', input({ path: '/payment-cancel?token=X', renewPending: true }), 'payment-cancelled'],
  ['a subscription return is a payment return', input({ path: '/?payment=success&subscription_id=I-1', profile: pendingNull }), 'payment'],

  // no rule matches
  ['unknown session state', input({ session: 'refreshing' as SessionStatus }), 'fallback'],
  ['unknown profile read state', input({ profile: { status: 'stale' } as unknown as ProfileRead }), 'fallback'],
];

describe('selectView', () => {
  it.each(rows)('%s', (_name, given, expected) => {
    expect(selectView(given)).toBe(expected);
  });

  it('uses the given now, not the clock', () => {
    const soon = profile('paid', '2000-01-02T00:00:00.000Z');
    expect(selectView(input({ profile: soon, now: new Date('2000-01-01T00:00:00.000Z') }))).toBe('main');
    expect(selectView(input({ profile: soon, now: new Date('2000-01-03T00:00:00.000Z') }))).toBe('payment');
  });
});
