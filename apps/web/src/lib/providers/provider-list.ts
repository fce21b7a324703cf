import type { PaymentMethod } from '@guidepass/domain/payment-providers';
import type { ProviderActions, WebProvider } from './web-provider.ts';

// What a payment provider does its own way in the web lives in its folder beside this file
// (`<name>/<name>-actions.ts`, exporting `webProvider`), which Vite finds when it builds, so no file of the web names
// them all. What the web asks of a provider otherwise is the domain's (payment-providers.ts: providerFacts). A provider
// that starts and returns through the generic routes and renews nothing has no folder here.
const found = import.meta.glob<WebProvider>('./*/*-actions.ts', { eager: true, import: 'webProvider' });
const particularActions = new Map<PaymentMethod, ProviderActions>(Object.values(found).map((provider) => [provider.name, provider.actions]));

/** What the provider does its own way (web-provider.ts: ProviderActions); nothing for most. */
export function providerActions(method: PaymentMethod): ProviderActions {
  return particularActions.get(method) ?? {};
}
