import { X509Certificate, createVerify } from 'node:crypto';
import { crc32 } from './crc32.ts';

export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
}

export interface PayPalSignatureCheck {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
  webhookId: string;
  /** hosts (host or host:port) certificates may be fetched from */
  certHosts: string[];
}

const header = (headers: PayPalSignatureCheck['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const loopback = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * PayPal's offline verification: RSA-SHA256 over `id|time|webhookId|crc32(raw body)` with the key of the certificate
 * at PAYPAL-CERT-URL, fetched only from allowed hosts (https unless loopback) and cached.
 */
export function createPayPalSignatureVerifier(options: { timeoutMs?: number } = {}) {
  const certificates = new Map<string, Promise<X509Certificate>>();

  async function certificate(url: string): Promise<X509Certificate> {
    let pending = certificates.get(url);
    if (!pending) {
      pending = fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5_000) }).then(async (response) => {
        if (!response.ok) throw new WebhookRejected(`certificate fetch answered ${response.status}`);
        return new X509Certificate(await response.text());
      });
      certificates.set(url, pending);
      pending.catch(() => certificates.delete(url));
      if (certificates.size > 50) certificates.delete(certificates.keys().next().value!);
    }
    return pending;
  }

  return async function verify(check: PayPalSignatureCheck): Promise<void> {
    const transmissionId = header(check.headers, 'paypal-transmission-id');
    const time = header(check.headers, 'paypal-transmission-time');
    const signature = header(check.headers, 'paypal-transmission-sig');
    const certUrl = header(check.headers, 'paypal-cert-url');
    const algorithm = header(check.headers, 'paypal-auth-algo');
    if (!transmissionId || !time || !signature || !certUrl) throw new WebhookRejected('missing PayPal signature headers');
    if (algorithm && algorithm !== 'SHA256withRSA') throw new WebhookRejected(`unsupported algorithm ${algorithm}`);
    let url: URL;
    try {
      url = new URL(certUrl);
    } catch {
      throw new WebhookRejected('certificate URL is not a URL');
    }
    if (!check.certHosts.includes(url.host) && !check.certHosts.includes(url.hostname)) throw new WebhookRejected(`certificate host ${url.host} is not allowed`);
    if (url.protocol !== 'https:' && !loopback.has(url.hostname)) throw new WebhookRejected('certificate URL must be https');
    const signed = `${transmissionId}|${time}|${check.webhookId}|${crc32(check.rawBody)}`;
    const cert = await certificate(url.toString());
    const verifier = createVerify('RSA-SHA256');
    verifier.update(signed);
    if (!verifier.verify(cert.publicKey, signature, 'base64')) throw new WebhookRejected('signature does not verify');
  };
}
