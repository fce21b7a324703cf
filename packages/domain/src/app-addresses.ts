// The web app's addresses that the api (providers' return and cancel URLs) and the worker (links in mails and pushes)
// build, and apps/web/src/app/location.ts reads: one list, so both ends agree. Each is a path under APP_URL.

import type { PaymentMethod } from './payment-providers.ts';

export const appAddresses = {
  /** A provider's return after paying (PayPal appends `token`, or `subscription_id`, `ba_token` and `token`). */
  paymentReturn: '/?payment=success',
  /** A provider's cancel of a purchase (PayPal appends `token`, or `ba_token` and `token`). */
  paymentCancel: '/payment-cancel',
  /** My membership. */
  membership: '/?view=membership',
  /** My membership on renewing: the reminders' link. */
  renew: '/?renew=1',
  /** PayPal's return from approving renewal turned on in My membership (PayPal appends `subscription_id`, `ba_token`, `token`). */
  renewalApproved: '/?view=membership&renewal=approved',
  /** PayPal's cancel of that approval (PayPal appends `ba_token` and `token`). */
  renewalCancelled: '/?view=membership&renewal=cancelled',
} as const;

/** An address of the app as an absolute URL under `appUrl` (APP_URL, no trailing slash). */
export const appUrlOf = (appUrl: string, address: (typeof appAddresses)[keyof typeof appAddresses]) => `${appUrl}${address}`;

/**
 * The reminders' renew link for a member who paid last with `method`: My membership on renewing with that way of
 * paying preselected (`/?renew=1&method=yoco`); without one, the plain renew link.
 */
export const renewAddressFor = (method: PaymentMethod | null) => (method === null ? appAddresses.renew : `${appAddresses.renew}&method=${method}`);
