import { createVerify } from 'node:crypto';
import { crc32 } from './crc32.ts';
import { paypalCertificateUrl } from './paypal-certificate-url.ts';
import { createCertificateFetcher, type CertificateFetchLimits, type CertificateTrust } from './paypal-certificates.ts';
import { WebhookRejected } from './webhook-rejected.ts';

export interface PayPalSignatureCheck {
  headers: Record<string, string | string[] | undefined>;
  rawBody: Buffer;
  webhookId: string;
  /** hosts (host, or host:port when not 443) certificates may be fetched from, over https only (PAYPAL_CERT_HOSTS) */
  certHosts: string[];
}

const header = (headers: PayPalSignatureCheck['headers'], name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A signed delivery older than this is a replay; PayPal signs every retry afresh. */
export const maxTransmissionAgeMs = 5 * 60 * 1000;
/** Clocks differ a little; a transmission time further ahead than this is refused too. */
export const maxClockSkewMs = 60 * 1000;

function checkTransmissionTime(time: string, now: number): void {
  const sent = Date.parse(time);
  if (Number.isNaN(sent)) throw new WebhookRejected('transmission time is not a time');
  if (now - sent > maxTransmissionAgeMs) throw new WebhookRejected('transmission time is more than 5 minutes old');
  if (sent - now > maxClockSkewMs) throw new WebhookRejected('transmission time is in the future');
}

/**
 * PayPal's offline verification: RSA-SHA256 over `id|time|webhookId|crc32(raw body)` with the key of PayPal's
 * message-verification certificate at PAYPAL-CERT-URL: fetched only over https from PayPal's certificate path on an
 * allowed host, with limits, its chain verified to a trusted root (Node's, plus `extraRoots`), and cached; a
 * transmission older than 5 minutes is refused as a replay.
 */
export function createPayPalSignatureVerifier(options: CertificateFetchLimits & CertificateTrust = {}) {
  const certificate = createCertificateFetcher(options);
  const now = options.now ?? Date.now;

  return async function verify(check: PayPalSignatureCheck): Promise<void> {
    const transmissionId = header(check.headers, 'paypal-transmission-id');
    const time = header(check.headers, 'paypal-transmission-time');
    const signature = header(check.headers, 'paypal-transmission-sig');
    const certUrl = header(check.headers, 'paypal-cert-url');
    const algorithm = header(check.headers, 'paypal-auth-algo');
    if (!transmissionId || !time || !signature || !certUrl) throw new WebhookRejected('missing PayPal signature headers');
    if (algorithm && algorithm !== 'SHA256withRSA') throw new WebhookRejected(`unsupported algorithm ${algorithm}`);
    checkTransmissionTime(time, now());
    const url = paypalCertificateUrl(certUrl, check.certHosts);
    const signed = `${transmissionId}|${time}|${check.webhookId}|${crc32(check.rawBody)}`;
    const cert = await certificate(url);
    const verifier = createVerify('RSA-SHA256');
    verifier.update(signed);
    let valid: boolean;
    try {
      valid = verifier.verify(cert.publicKey, signature, 'base64');
    } catch {
      throw new WebhookRejected('signature or key is malformed');
    }
    if (!valid) throw new WebhookRejected('signature does not verify');
  };
}
