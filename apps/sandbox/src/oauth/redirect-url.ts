/**
 * Adds parameters to a redirect URI, keeping its existing query byte for byte
 * (re-serialising through URL could change how the client encoded it).
 * Undefined values are skipped. Redirect URIs with a fragment are rejected earlier.
 */
export function withQueryParams(redirectUri: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) query.append(key, value);
  }
  const separator = !redirectUri.includes('?') ? '?' : /[?&]$/.test(redirectUri) ? '' : '&';
  return `${redirectUri}${separator}${query.toString()}`;
}
