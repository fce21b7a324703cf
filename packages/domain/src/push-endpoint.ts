/**
 * Whether a push subscription's endpoint may be POSTed to (product.md §8, Web Push): its origin must be one of the
 * configured push services (`https://*.example.com` matches any subdomain of example.com), https unless an http
 * origin is listed exactly (the sandbox's in development and tests). No credentials, no other port: a member cannot
 * make the worker call an address of their choosing.
 */
export function isAllowedPushEndpoint(endpoint: string, serviceOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  return serviceOrigins.some((allowed) => {
    if (allowed === url.origin) return true;
    const wildcard = /^https:\/\/\*\.(.+)$/.exec(allowed);
    return url.protocol === 'https:' && wildcard !== null && url.port === '' && url.hostname.endsWith(`.${wildcard[1]}`);
  });
}
