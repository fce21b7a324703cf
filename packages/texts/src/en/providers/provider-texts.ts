// The one list of the payment providers' texts: each provider's own words live in its folder (`<name>/<name>-texts.ts`,
// `<name>-charge-text.ts`), and the areas' files (payment-messages.ts, web/payment-text.ts, mail-text.ts…) spread what
// this gathers, so that none of them names a provider. A new provider adds its folder and its entry in each record
// here. (The web's first view takes only the records it reads: the bundler drops the rest.)
import { methodCharge as dpoCharge } from './dpo/dpo-charge-text.ts';
import * as dpo from './dpo/dpo-texts.ts';
import { methodCharge as paypalCharge } from './paypal/paypal-charge-text.ts';
import * as paypal from './paypal/paypal-texts.ts';
import { methodCharge as yocoCharge } from './yoco/yoco-charge-text.ts';
import * as yoco from './yoco/yoco-texts.ts';

/** How members choose each provider (uiText.paypal, uiText.yoco…; payment-providers' labels). */
export const providerLabels = { paypal: paypal.label, yoco: yoco.label, dpo: dpo.label } as const;

/** How a payment with each provider is named (messages.paidWithNames, product.md §17). */
export const providerPaidWithNames = { paypal: paypal.paidWithName, yoco: yoco.paidWithName, dpo: dpo.paidWithName } as const;

/** What paying with each provider means (messages.renewalNote). */
export const providerRenewalNotes = { paypal: paypal.renewalNote, yoco: yoco.renewalNote, dpo: dpo.renewalNote } as const;

/** A tier card's first payment with each provider (uiText.tierFirstPayment). */
export const providerFirstPayments = { paypal: paypal.tierFirstPayment, yoco: yoco.tierFirstPayment, dpo: dpo.tierFirstPayment } as const;

/** What each provider charges for the chosen tier (uiText.methodCharge). */
export const providerMethodCharges = { paypal: paypalCharge, yoco: yocoCharge, dpo: dpoCharge } as const;

// Automatic renewal is a subscription at the one provider that offers it (product.md §8): what the api answers about it.
export { paypalSubscriptionMessages as autoRenewalMessages } from './paypal/paypal-subscription-messages.ts';
// …and its words by area.
export { paypalRenewalText as autoRenewalMembershipText } from './paypal/paypal-renewal-text.ts';
export { paypalMailText as autoRenewalMailText, paypalPushText as autoRenewalPushText } from './paypal/paypal-notice-text.ts';
export { paypalSubscriptionsText as autoRenewalAdminText } from './paypal/paypal-subscriptions-text.ts';
