import type { Static, TObject } from 'typebox';
import { Value } from 'typebox/value';
import { ConfigError } from './config-error.ts';

/**
 * Reads the variables a schema names from the environment (an empty one counts as unset), applies its defaults and
 * conversions and validates them; throws ConfigError naming the first bad variable.
 */
export function parseEnv<Schema extends TObject>(schema: Schema, source: Record<string, string | undefined>): Static<Schema> {
  const known = Object.fromEntries(
    Object.keys(schema.properties)
      .filter((name) => source[name] !== undefined && source[name] !== '')
      .map((name) => [name, source[name]]),
  );
  const env = Value.Convert(schema, Value.Default(schema, known)) as Static<Schema>;
  const [first] = Value.Errors(schema, env);
  if (first) {
    const name = first.instancePath.replace(/^\//, '') || String((first.params as { requiredProperties?: string[] }).requiredProperties?.[0] ?? '');
    throw new ConfigError(`${name || 'environment'} ${first.message} (got ${JSON.stringify((env as Record<string, unknown>)[name] ?? null)})`);
  }
  return env;
}
