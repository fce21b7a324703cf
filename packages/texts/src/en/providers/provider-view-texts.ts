// The payment providers' texts in what the web loads on demand (the payment view's charges, My membership, the admin
// area) and in the worker's mails and pushes, apart from provider-texts.ts so that the first view does not carry them.
// A new provider adds its entry in each record here.
import { methodCharge as dpoCharge } from './dpo/dpo-charge-text.ts';
import { methodCharge as paypalCharge } from './paypal/paypal-charge-text.ts';
import { methodCharge as yocoCharge } from './yoco/yoco-charge-text.ts';

/** What each provider charges for the chosen tier (uiText.methodCharge). */
export const providerMethodCharges = { paypal: paypalCharge, yoco: yocoCharge, dpo: dpoCharge } as const;

// Automatic renewal is a subscription at the one provider that offers it (product.md §8): its words by area.
export { paypalRenewalText as autoRenewalMembershipText } from './paypal/paypal-renewal-text.ts';
export { paypalMailText as autoRenewalMailText, paypalPushText as autoRenewalPushText } from './paypal/paypal-notice-text.ts';
export { paypalSubscriptionsText as autoRenewalAdminText } from './paypal/paypal-subscriptions-text.ts';
