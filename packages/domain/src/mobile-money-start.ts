/**
 * A mobile-money payment waiting on the member's phone: what POST /api/payments/{provider} with `mobile` (and
 * My membership's Renew now) answers. The api builds it, the web reads it.
 */
export interface MobileMoneyStart {
  paymentId: string;
  providerRef: string;
  status: 'awaiting-approval';
  /** the wallet's own words on what to do on the phone */
  instructions: string;
  /** digits with the country code, and the wallet's operator value */
  phone: string;
  operator: string;
  priceThebe: number;
  /** the payment time limit: after it the approval can no longer be given */
  expiresAt: string;
  /** the wallet's page the member must open to approve (DPO RedirectOption 1); absent: the phone alone is enough */
  redirectUrl?: string;
}
