import { providerList } from './providers/provider-list.ts';

type RenewingProvider = Extract<(typeof providerList)[number], { renewal: object }>;

const renewing = providerList.find((provider): provider is RenewingProvider => 'renewal' in provider)!;

/** The provider through which a membership renews automatically: the one whose module has a `renewal`. */
export const renewalProvider: RenewingProvider['name'] = renewing.name;

/** Its subscriptions: open and cancel one, find a member's, the confirm job's work, what a subscription event does. */
export const renewalLifecycle: RenewingProvider['renewal'] = renewing.renewal;

/** What the admin area shows of a member's subscriptions there: one subscription's shape in the answer, and the member's. */
export const renewalAdmin: RenewingProvider['renewal']['admin'] = renewing.renewal.admin;

/** A subscription as the renewal's cancel takes it (a row of the subscriptions table). */
export type CancellableSubscription = Parameters<NonNullable<ReturnType<RenewingProvider['renewal']['canceller']>>>[1];
