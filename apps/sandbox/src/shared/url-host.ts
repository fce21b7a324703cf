/** A host as it stands in a URL: a wildcard interface becomes 127.0.0.1, an IPv6 address gets its brackets. */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}
