import type { Static, TObject, TProperties } from 'typebox';
import type { Given, ProductionRules } from '../production-rules.ts';

/**
 * One payment provider's part of the configuration, kept in the provider's folder and registered in
 * provider-settings-list.ts: its variables, how they become its settings, and what production refuses of them.
 */
export interface ProviderSettings<Key extends string, Env extends TProperties, Settings> {
  /** where the settings stand in the Config (`config.<key>`): the provider's id */
  key: Key;
  /** its variables of the environment schema, with their defaults */
  env: Env;
  /** where a deployment's default differs from `env`'s (development) one: docker-compose.yml starts from these */
  productionDefaults?: { [Name in keyof Env]?: string };
  /** its settings, or null when it is not configured; throws ConfigError naming a bad variable */
  read(env: Static<TObject<Env>>): Settings | null;
  /** hosts of the provider's own test environment, which production refuses like this machine's */
  standInHosts?: RegExp;
  /** what production cannot run with, one line each naming its variable */
  productionProblems(settings: Settings | null, given: Given, rules: ProductionRules): string[];
}

/** Declares a provider's settings (keeps its key's literal type, so the Config has `config.<key>`). */
export function providerSettings<Key extends string, Env extends TProperties, Settings>(
  settings: ProviderSettings<Key, Env, Settings>,
): ProviderSettings<Key, Env, Settings> {
  return settings;
}
