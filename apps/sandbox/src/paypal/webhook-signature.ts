import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { crc32 } from './crc32.ts';
import type { IdGenerator } from './paypal-ids.ts';
import { createSelfSignedCertificate } from './self-signed-certificate.ts';

export interface WebhookSigner {
  /** e.g. CERT-360caa42-fca2a594-1d93a270, the last path segment of the cert URL. */
  certId: string;
  certificatePem: string;
  /** base64 RSA-SHA256 (PKCS#1 v1.5) signature, as in PAYPAL-TRANSMISSION-SIG. */
  sign(message: string): string;
  verify(message: string, signatureBase64: string): boolean;
}

/** The string PayPal signs: `<transmission_id>|<transmission_time>|<webhook_id>|<crc32 of the raw body>`. */
export function transmissionMessage(transmissionId: string, transmissionTime: string, webhookId: string, rawBody: string | Uint8Array): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(rawBody)}`;
}

const dayMs = 24 * 60 * 60 * 1000;

/** A fresh key and certificate per sandbox run, like a certificate rotation at PayPal. */
export function createWebhookSigner(ids: IdGenerator, now: Date): WebhookSigner {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const certificatePem = createSelfSignedCertificate({
    publicKey,
    privateKey,
    subject: { commonName: 'GuidePass sandbox PayPal webhooks', organization: 'GuidePass sandbox', country: 'BW' },
    serialNumber: ids.bytes(16),
    notBefore: new Date(now.getTime() - dayMs),
    notAfter: new Date(now.getTime() + 365 * dayMs),
  });
  return {
    certId: `CERT-${ids.hex(8)}-${ids.hex(8)}-${ids.hex(8)}`,
    certificatePem,
    sign: (message) => sign('sha256', Buffer.from(message), privateKey).toString('base64'),
    verify(message, signatureBase64) {
      try {
        return verify('sha256', Buffer.from(message), publicKey, Buffer.from(signatureBase64, 'base64'));
      } catch {
        return false;
      }
    },
  };
}
