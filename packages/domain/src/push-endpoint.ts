/**
 * Whether a push subscription's endpoint may be POSTed to (product.md §8, Web Push; §15): its origin must be one of
 * the configured push services (`https://*.example.com` matches any subdomain of example.com), https unless an http
 * origin is listed exactly (the sandbox's in development and tests), and its path clean (`hasCleanPath`). No
 * credentials, no other port: a member cannot make the worker call an address of their choosing.
 */
export function isAllowedPushEndpoint(endpoint: string, serviceOrigins: readonly string[]): boolean {
  if (!hasCleanPath(endpoint)) return false;
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

// Spaces, control characters and backslashes anywhere: a URL parser drops tabs and newlines and reads `\` as `/`, so
// with them the path it resolves is not the one written.
const unsafeCharacter = /[\u0000-\u0020\u007f\\]/;
// Percent-encoded `/` and `\`: a push service's router may decode them into segments.
const encodedSeparator = /%(2f|5c)/i;

/**
 * Whether the endpoint's path, as written (before a URL parser resolves it), is one a push service serves as is: no
 * dot segments (`.`, `..`, also as `%2e`), no encoded slashes or backslashes, no backslash or control character. The
 * query is not looked at: push services put encoded tokens there.
 */
function hasCleanPath(endpoint: string): boolean {
  if (unsafeCharacter.test(endpoint)) return false;
  const afterOrigin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(endpoint);
  if (!afterOrigin) return false;
  const path = endpoint.slice(afterOrigin[0].length).split(/[?#]/, 1)[0]!;
  if (encodedSeparator.test(path)) return false;
  return path.split('/').every((segment) => {
    const plain = segment.replace(/%2e/gi, '.');
    return plain !== '.' && plain !== '..';
  });
}
