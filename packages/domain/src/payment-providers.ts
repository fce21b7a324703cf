import { paymentText } from '@guidepass/texts/en/web/payment-text';

/**
 * The one list of payment providers, in the order the app offers them; the first is the default. A provider is
 * offered only when its configuration is set (GET /api/tiers `providers`), so a name here is not yet an offer.
 * Labels are what members choose by, kept with the web's texts; brands are the companies' names, for operators.
 * `olderConfirmJob` is the kind its confirm job had before the one `confirm-payment` (issue 22): jobs queued under it
 * still run. `subscriptionConfirmJob` is the kind of the job that reads one of its subscriptions (automatic renewal,
 * product.md §8), for the provider that renews: the one with subscriptions. `facts` are what else api, worker and web
 * ask of it instead of naming it.
 */
const providerList = [
  {
    name: 'paypal',
    label: paymentText.paypal,
    brand: 'PayPal',
    olderConfirmJob: 'capture-paypal-order',
    subscriptionConfirmJob: 'confirm-paypal-subscription',
    facts: { returnsOwnIds: true },
  },
  { name: 'yoco', label: paymentText.yoco, brand: 'Yoco', olderConfirmJob: 'confirm-yoco-checkout', subscriptionConfirmJob: null, facts: {} },
  { name: 'dpo', label: paymentText.dpo, brand: 'DPO Pay', olderConfirmJob: null, subscriptionConfirmJob: null, facts: { chargesInPula: true } },
] as const satisfies readonly { name: string; label: string; brand: string; olderConfirmJob: string | null; subscriptionConfirmJob: string | null; facts: Omit<ProviderFacts, 'renews'> }[];

/** What the code asks of a provider instead of naming it; absent means no. */
export interface ProviderFacts {
  /**
   * It renews by itself, a subscription at the provider (product.md §8; it has a `subscriptionConfirmJob`): the
   * payment view's "Automatically charged weekly", My membership's automatic renewal beside its own way, the admin's
   * "renewed automatically".
   */
  renews?: boolean;
  /** Its card is charged in pula: offered first for Local, after mobile money, and preselected when no wallet is (product.md §17). */
  chargesInPula?: boolean;
  /**
   * Its return carries ids of its own (`token`, `subscription_id`), captured by the web's actions for it. Absent for a
   * provider whose return and cancel name our payment (`&method=<name>&paymentId=…`): those are confirmed through the
   * generic route, POST /api/payments/<name>/confirm.
   */
  returnsOwnIds?: boolean;
}

export type PaymentMethod = (typeof providerList)[number]['name'];

/** Every provider's name, in offer order. */
export const paymentMethods: readonly PaymentMethod[] = providerList.map((provider) => provider.name);

/** The provider chosen when the member has not chosen one. */
export const defaultPaymentMethod: PaymentMethod = providerList[0].name;

/** How a provider is named wherever one is shown (choices, buttons, receipts, error messages). */
export const paymentMethodLabels = Object.fromEntries(providerList.map((p) => [p.name, p.label])) as Record<PaymentMethod, string>;

/** The company behind each provider, as operators know it (logs, set-up and configuration messages). */
export const paymentProviderBrands = Object.fromEntries(providerList.map((p) => [p.name, p.brand])) as Record<PaymentMethod, string>;

/** The older kinds of the confirm job, each confirming only a payment of its provider. */
export type OlderConfirmJobKind = Exclude<(typeof providerList)[number]['olderConfirmJob'], null>;

/** The kind of the job that reads a subscription and credits its sales (the renewing provider's). */
export type SubscriptionConfirmJobKind = Exclude<(typeof providerList)[number]['subscriptionConfirmJob'], null>;

type RenewingProviderEntry = Extract<(typeof providerList)[number], { subscriptionConfirmJob: string }>;

/** The provider that renews by itself (its subscriptions: product.md §8). */
export const renewingProvider = providerList.find((p): p is RenewingProviderEntry => p.subscriptionConfirmJob !== null)!.name;

/** The provider whose confirm job had this older kind. */
export const providerOfOlderConfirmJob = Object.fromEntries(
  providerList.flatMap((p) => (p.olderConfirmJob ? [[p.olderConfirmJob, p.name]] : [])),
) as Record<OlderConfirmJobKind, PaymentMethod>;

const factsByName = Object.fromEntries(
  providerList.map((p): [PaymentMethod, ProviderFacts] => [p.name, { ...p.facts, renews: p.subscriptionConfirmJob !== null }]),
) as Record<PaymentMethod, ProviderFacts>;

/** What the code asks of the provider instead of naming it. */
export function providerFacts(method: PaymentMethod): ProviderFacts {
  return factsByName[method];
}

/** A name from the list (a route parameter, a stored row, a remembered choice). */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return paymentMethods.some((name) => name === value);
}
