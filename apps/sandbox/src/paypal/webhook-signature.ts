import { generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { crc32 } from './crc32.ts';
import type { IdGenerator } from './paypal-ids.ts';
import type { CertificateAuthority } from './certificate-authority.ts';

export interface WebhookSigner {
  /** e.g. CERT-360caa42-fca2a594-1d93a270, the last path segment of the cert URL. */
  certId: string;
  /** The signing certificate followed by its intermediate, as PayPal serves PAYPAL-CERT-URL. */
  chainPem: string;
  /** base64 RSA-SHA256 (PKCS#1 v1.5) signature, as in PAYPAL-TRANSMISSION-SIG. */
  sign(message: string): string;
  verify(message: string, signatureBase64: string): boolean;
}

/** The string PayPal signs: `<transmission_id>|<transmission_time>|<webhook_id>|<crc32 of the raw body>`. */
export function transmissionMessage(transmissionId: string, transmissionTime: string, webhookId: string, rawBody: string | Uint8Array): string {
  return `${transmissionId}|${transmissionTime}|${webhookId}|${crc32(rawBody)}`;
}

/** PayPal's sandbox signs with a certificate of this subject (live: messageverificationcerts.paypal.com). */
export const signingCommonName = 'messageverificationcerts.sandbox.paypal.com';

/**
 * A fresh key and certificate per sandbox run, like a certificate rotation at PayPal: issued by an intermediate
 * below the sandbox's test root, so a receiver checks the chain as it would PayPal's. They are made when first used
 * (most runs send no webhook; an RSA key costs a few hundred milliseconds of CPU), valid from `now` all the same.
 */
export function createWebhookSigner(ids: IdGenerator, now: Date, root: CertificateAuthority): WebhookSigner {
  let made: { publicKey: KeyObject; privateKey: KeyObject; chainPem: string } | undefined;
  const key = () => (made ??= newSigningCertificate(now, root));
  return {
    certId: `CERT-${ids.hex(8)}-${ids.hex(8)}-${ids.hex(8)}`,
    get chainPem() {
      return key().chainPem;
    },
    sign: (message) => sign('sha256', Buffer.from(message), key().privateKey).toString('base64'),
    verify(message, signatureBase64) {
      try {
        return verify('sha256', Buffer.from(message), key().publicKey, Buffer.from(signatureBase64, 'base64'));
      } catch {
        return false;
      }
    },
  };
}

function newSigningCertificate(now: Date, root: CertificateAuthority): { publicKey: KeyObject; privateKey: KeyObject; chainPem: string } {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const intermediate = root.intermediate({ commonName: 'GuidePass sandbox PayPal intermediate CA', organization: 'GuidePass sandbox', country: 'BW' }, { now });
  const leaf = intermediate.issue({
    publicKey,
    subject: { commonName: signingCommonName, organization: 'GuidePass sandbox (PayPal stand-in)', country: 'BW' },
    profile: { kind: 'signing' },
    now,
  });
  return { publicKey, privateKey, chainPem: `${leaf}${intermediate.certificatePem}` };
}
