import { ConfigError } from './config-error.ts';

/** Settings that come as two variables (an id and its secret): both or neither, else ConfigError naming the missing one. */
export function pair<T>(names: [string, string], a: string | undefined, b: string | undefined, build: () => T): T | null {
  if (a === undefined && b === undefined) return null;
  if (a === undefined || b === undefined) {
    throw new ConfigError(`${a === undefined ? names[0] : names[1]} must be set together with ${a === undefined ? names[1] : names[0]}`);
  }
  return build();
}
