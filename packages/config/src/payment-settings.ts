import type { Static, TObject } from 'typebox';
import type { Given, ProductionRules } from './production-rules.ts';
import { providerSettingsList } from './providers/provider-settings-list.ts';

type ProviderEntry = (typeof providerSettingsList)[number];
type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;

/** Every payment provider's variables of the environment schema. */
export type PaymentEnv = UnionToIntersection<ProviderEntry['env']>;
export const paymentEnv = Object.assign({}, ...providerSettingsList.map((provider) => provider.env)) as PaymentEnv;

/** The Config's payment providers: `config.<key>`, each provider's settings or null when it is not configured. */
export type ProviderConfig = { [Provider in ProviderEntry as Provider['key']]: ReturnType<Provider['read']> };

type AnyProvider = {
  key: string;
  read(env: unknown): unknown;
  standInHosts?: RegExp;
  productionProblems(settings: unknown, given: Given, rules: ProductionRules): string[];
};
const providers = providerSettingsList as readonly AnyProvider[];

/** Each provider's settings read from the environment, in the list's order; throws ConfigError on the first bad one. */
export function providersOf(env: Static<TObject<PaymentEnv>>): ProviderConfig {
  return Object.fromEntries(providers.map((provider) => [provider.key, provider.read(env)])) as ProviderConfig;
}

/** No provider configured (a process that needs none of them, e.g. an operator command for one provider). */
export function noProviders(): ProviderConfig {
  return Object.fromEntries(providers.map((provider) => [provider.key, null])) as ProviderConfig;
}

/** The hosts of the providers' own test environments, which production counts as stand-ins. */
export const providerStandInHosts = providers.flatMap((provider) => (provider.standInHosts ? [provider.standInHosts] : []));

/** What production refuses of each provider's settings (a provider missing from `config` counts as not configured). */
export function providerProblems(config: object, given: Given, rules: ProductionRules): string[] {
  const settings = config as Partial<Record<string, unknown>>;
  return providers.flatMap((provider) => provider.productionProblems(settings[provider.key] ?? null, given, rules));
}
