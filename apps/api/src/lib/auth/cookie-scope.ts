/** Where a cookie lives: its name on the wire, its path, and whether it is Secure. */
export interface CookieScope {
  name: string;
  path: string;
  secure: boolean;
}

/**
 * Served over HTTPS, a cookie is `__Host-`-prefixed: browsers then insist on Secure, Path=/ and no Domain, so neither
 * a sibling subdomain nor a plain-http page can plant or shadow it. Over plain http (development, tests) the prefix
 * would be refused by the browser, so the cookie keeps its bare name and narrower path.
 */
export function cookieScope(appUrl: string, baseName: string, path: string): CookieScope {
  return appUrl.startsWith('https://') ? { name: `__Host-${baseName}`, path: '/', secure: true } : { name: baseName, path, secure: false };
}
