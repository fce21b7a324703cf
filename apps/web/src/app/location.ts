import { useMemo } from 'react';
import type { AuthLink } from '../features/auth/hooks/use-auth-redirects.ts';
import type { PaymentReturnAddress } from '../features/payment/types/payment-return.ts';
import { useBrowserAddress } from '../lib/browser-address.ts';
import { parseAdminSection, type AdminSection } from '../features/admin/utils/admin-sections.ts';
import { referralLinkCodeFormat } from '@guidepass/domain/first-view';
import { monthPattern } from '@guidepass/domain/gaborone-month';
import { isPaymentMethod, type PaymentMethod } from '@guidepass/domain/payment-providers';

// The URL contract: every address the app reacts to is read here, once, and the views get the part they need.

export interface AppLocation {
  /** PayPal's and Yoco's cancel (and Yoco's failure) addresses of a purchase: any path containing `payment-cancel`. */
  paymentCancel: { declined: boolean; method?: string | null; paymentId?: string | null } | null;
  /** A provider's return (`?payment=success`; a PayPal subscription's adds `subscription_id`), unless the path is a cancel. */
  paymentReturn: PaymentReturnAddress | null;
  /** An e-mail link or a failed OAuth return. */
  authLink: AuthLink | null;
  /** The admin view (`/?view=admin`, where the server's /admin sends a browser), on a section (`&section=`, Members & refunds first) and a month (`&month=YYYY-MM`) or the current one. */
  admin: { month: string | null; section: AdminSection } | null;
  /** A salesperson's referral link (`/?ref=CODE`): the code as typed in the link, trimmed; sign-up shows who sold it. */
  referralCode: string | null;
  /** "My sales" (`/?view=sales`), on a month (`&month=YYYY-MM`) or the current one. */
  sales: { month: string | null } | null;
  /** A salesperson invite (`/?claim=TOKEN`): once signed in and verified, the person claims the salesperson record. */
  claim: { token: string } | null;
  /**
   * "My membership" (`/?view=membership`); the reminder e-mail's `/?renew=1` opens it on renewing (`renew: true`),
   * after sign-in when needed. PayPal's return from approving renewal turned on there names the subscription to
   * confirm (`renewal=approved&subscription_id=`); its cancel says renewal was not turned on (`renewal=cancelled`).
   * The reminder's link names the way the member paid last (`&method=yoco`), preselected there (`method`).
   */
  membership: { renew: boolean; renewalApproved: string | null; renewalCancelled: boolean; method?: PaymentMethod } | null;
  /** The guide opened from My sales (`/?view=guide`): a confirmed salesperson shows it to customers without paying. */
  guide: boolean;
}

/** Reads a path with its query string (`/payment-cancel?reason=declined`). */
export function parseLocation(href: string): AppLocation {
  const url = new URL(href, 'http://app.invalid');
  const path = url.pathname;
  const params = url.searchParams;
  const cancelled = path.includes('payment-cancel');
  return {
    paymentCancel: cancelled ? { declined: params.get('reason') === 'declined', ...(params.get('paymentId') ? { method: params.get('method'), paymentId: params.get('paymentId') } : {}) } : null,
    paymentReturn:
      !cancelled && params.get('payment') === 'success'
        ? {
            method: params.get('method'),
            paymentId: params.get('paymentId'),
            token: params.get('token'),
            subscriptionId: params.get('subscription_id'),
          }
        : null,
    authLink: parseAuthLink(path, params),
    admin: params.get('view') === 'admin' ? { month: parseMonth(params.get('month')), section: parseAdminSection(params.get('section')) } : null,
    referralCode: parseReferralCode(params.get('ref')),
    sales: params.get('view') === 'sales' ? { month: parseMonth(params.get('month')) } : null,
    claim: parseClaim(params.get('claim')),
    membership: parseMembership(params),
    guide: params.get('view') === 'guide',
  };
}

function parseMembership(params: URLSearchParams): AppLocation['membership'] {
  if (params.get('renew') === '1') {
    const method = params.get('method');
    return { renew: true, renewalApproved: null, renewalCancelled: false, ...(isPaymentMethod(method) ? { method } : {}) };
  }
  if (params.get('view') !== 'membership') return null;
  const renewal = params.get('renewal');
  const subscriptionId = params.get('subscription_id');
  return {
    renew: false,
    renewalApproved: renewal === 'approved' && subscriptionId ? subscriptionId : null,
    renewalCancelled: renewal === 'cancelled',
  };
}

const monthFormat = new RegExp(monthPattern);

function parseMonth(value: string | null): string | null {
  return value !== null && monthFormat.test(value) ? value : null;
}

// Codes are short (the API takes at most 20 characters); anything longer or odd is no code at all.

function parseReferralCode(value: string | null): string | null {
  const code = value?.trim() ?? '';
  return referralLinkCodeFormat.test(code) ? code : null;
}

// Invite tokens are URL-safe strings; anything else is no token at all.
const claimTokenFormat = /^[A-Za-z0-9._~-]{8,300}$/;

function parseClaim(value: string | null): { token: string } | null {
  return value !== null && claimTokenFormat.test(value) ? { token: value } : null;
}

function parseAuthLink(path: string, params: URLSearchParams): AuthLink | null {
  const token = params.get('token');
  if (path === '/verify-email' && token) return { kind: 'verify-email', token };
  if (path === '/reset-password' && token) return { kind: 'reset-password', token };
  const error = params.get('auth_error');
  return error === null ? null : { kind: 'auth-error', error, provider: params.get('provider') };
}

/**
 * Whether the app must know the session before showing any view at this address: a provider's return or cancel does
 * (it captures or confirms, or shows the member's cancelled view; renewal's approval too); elsewhere a device that
 * knows of no sign-in may open signed out at once (lib/session: openSignedOutAtOnce).
 */
export function needsSessionFirst(location: Pick<AppLocation, 'paymentReturn' | 'paymentCancel' | 'membership'>): boolean {
  const renewalReturn = location.membership !== null && (location.membership.renewalApproved !== null || location.membership.renewalCancelled);
  return location.paymentReturn !== null || location.paymentCancel !== null || renewalReturn;
}

/** The current address, parsed once per change. */
export function useAppLocation(): AppLocation {
  const href = useBrowserAddress();
  return useMemo(() => parseLocation(href), [href]);
}
