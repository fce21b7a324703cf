/**
 * Flattens a parsed query string or urlencoded body into single string values
 * (first value wins for repeated keys), so handlers never deal with arrays.
 */
export function readParams(source: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  if (source === null || typeof source !== 'object') return params;
  for (const [key, value] of Object.entries(source)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') params[key] = first;
    else if (typeof first === 'number' || typeof first === 'boolean') params[key] = String(first);
  }
  return params;
}
