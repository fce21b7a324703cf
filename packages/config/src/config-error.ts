/** Thrown when a variable is missing or wrong; its message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
