import { X509Certificate } from 'node:crypto';
import { ConfigError } from '../../config-error.ts';

/** Live PayPal only: the sandbox's host (api.sandbox.paypal.com) is allowed only when PAYPAL_CERT_HOSTS names it. */
export const defaultPaypalCertHosts = 'api.paypal.com';

/** PAYPAL_CERT_HOSTS: host names, with :port only when not 443 (the form a URL's host takes), lower-cased. */
export function paypalCertHostsOf(value: string): string[] {
  const hosts = value
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (hosts.length === 0) throw new ConfigError('PAYPAL_CERT_HOSTS must name at least one host (e.g. api.paypal.com)');
  for (const host of hosts) {
    if (!/^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/.test(host)) {
      throw new ConfigError(`PAYPAL_CERT_HOSTS expects host names like api.paypal.com or 127.0.0.1:4011 (got ${JSON.stringify(host)})`);
    }
  }
  return hosts.map((host) => host.replace(/:443$/, ''));
}

const pemBlock = /-----BEGIN CERTIFICATE-----[\s\S]*?-----END CERTIFICATE-----/g;

/**
 * PAYPAL_CERT_TRUSTED_ROOTS: PEM text of root certificates trusted besides Node's bundled ones, for the certificate
 * host's TLS and the signing certificate's chain (e.g. the sandbox's test root). `\n` may stand for line breaks, for
 * environments that keep one line a variable. Each must parse, be a CA certificate and be valid now.
 */
export function paypalTrustedRootsOf(value: string, now = new Date()): string[] {
  const text = value.replace(/\\n/g, '\n').trim();
  if (text === '') return [];
  const blocks = text.match(pemBlock) ?? [];
  if (blocks.length === 0 || text.replace(pemBlock, '').trim() !== '') {
    throw new ConfigError('PAYPAL_CERT_TRUSTED_ROOTS must be PEM certificates (-----BEGIN CERTIFICATE----- …) and nothing else');
  }
  return blocks.map((block, index) => {
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(block);
    } catch {
      throw new ConfigError(`PAYPAL_CERT_TRUSTED_ROOTS certificate ${index + 1} does not parse`);
    }
    if (!certificate.ca) throw new ConfigError(`PAYPAL_CERT_TRUSTED_ROOTS certificate ${index + 1} (${certificate.subject.replace(/\n/g, ', ')}) is not a CA certificate`);
    if (now < new Date(certificate.validFrom) || now > new Date(certificate.validTo)) {
      throw new ConfigError(`PAYPAL_CERT_TRUSTED_ROOTS certificate ${index + 1} (${certificate.subject.replace(/\n/g, ', ')}) is not valid now`);
    }
    return `${block}\n`;
  });
}
