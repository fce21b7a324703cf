import { providerList } from './providers/provider-list.ts';

type RenewingProvider = Extract<(typeof providerList)[number], { renews: true }>;

/** The provider through which a membership renews automatically: the one whose module says `renews`. */
export const renewalProvider: RenewingProvider['name'] = providerList.find((provider): provider is RenewingProvider => 'renews' in provider && provider.renews)!.name;
