/** A JSON object (not null, not an array), as request bodies are checked before their fields are read. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
