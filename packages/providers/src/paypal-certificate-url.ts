import { WebhookRejected } from './webhook-rejected.ts';

/** PayPal's certificate path; the name is PayPal's plain id (CERT-360caa42-fca2a594-1d93a270): no dots, no escapes. */
const certificatePath = /^\/v1\/notifications\/certs\/[A-Za-z0-9_-]{1,128}$/;

/**
 * The PAYPAL-CERT-URL of a delivery, accepted only as PayPal writes it: https, a configured host (host or host:port,
 * compared exactly), PayPal's certificate path, and no credentials, query or fragment. It must already be in the form
 * a URL parser gives back, so no dot segment, backslash, case or default port is normalised into an allowed URL.
 */
export function paypalCertificateUrl(value: string, certHosts: readonly string[]): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new WebhookRejected('certificate URL is not a URL');
  }
  if (url.protocol !== 'https:') throw new WebhookRejected('certificate URL must be https');
  if (url.username || url.password) throw new WebhookRejected('certificate URL carries credentials');
  if (value.includes('?') || value.includes('#')) throw new WebhookRejected('certificate URL has a query or fragment');
  if (url.href !== value) throw new WebhookRejected('certificate URL is not in canonical form');
  if (!certificatePath.test(url.pathname)) throw new WebhookRejected("certificate URL is not PayPal's certificate path");
  if (!certHosts.includes(url.host)) throw new WebhookRejected(`certificate host ${url.host} is not allowed`);
  return url;
}
