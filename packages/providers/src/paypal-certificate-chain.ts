import { X509Certificate } from 'node:crypto';
import { rootCertificates } from 'node:tls';
import { WebhookRejected } from './webhook-rejected.ts';

/** The subjects (CN) of PayPal's message-verification certificates, live and sandbox: no other certificate signs webhooks. */
export const paypalSigningCommonNames: readonly string[] = ['messageverificationcerts.paypal.com', 'messageverificationcerts.sandbox.paypal.com'];

/** PayPal serves the signing certificate and one or two intermediates; more than this is not PayPal's answer. */
const maxCertificates = 5;
const pemBlock = /-----BEGIN CERTIFICATE-----\r?\n[A-Za-z0-9+/=\r\n]+?-----END CERTIFICATE-----/g;

/** Reads a body made only of PEM certificates (leaf first) and whitespace; anything else is refused. */
export function parseCertificateChain(text: string): X509Certificate[] {
  const blocks = text.match(pemBlock) ?? [];
  if (blocks.length === 0 || text.replace(pemBlock, '').trim() !== '') throw new WebhookRejected('certificate is not PEM certificates only');
  if (blocks.length > maxCertificates) throw new WebhookRejected(`certificate chain has over ${maxCertificates} certificates`);
  return blocks.map((block) => {
    try {
      return new X509Certificate(block);
    } catch {
      throw new WebhookRejected('certificate is malformed');
    }
  });
}

/** Node's bundled roots (as `tls.rootCertificates`) and the configured extra ones, parsed once. */
export function trustedRoots(extraRootPems: readonly string[] = []): X509Certificate[] {
  return [...rootCertificates, ...extraRootPems].map((pem) => new X509Certificate(pem));
}

/** Whether `now` is inside the certificate's validity period. */
export function isCurrent(certificate: X509Certificate, now: Date): boolean {
  return new Date(certificate.validFrom) <= now && now <= new Date(certificate.validTo);
}

function issuedBy(child: X509Certificate, issuer: X509Certificate): boolean {
  try {
    return child.checkIssued(issuer) && child.verify(issuer.publicKey);
  } catch {
    return false;
  }
}

function commonNames(certificate: X509Certificate): string[] {
  return certificate.subject
    .split('\n')
    .filter((line) => line.startsWith('CN='))
    .map((line) => line.slice(3));
}

/**
 * The signing certificate of a chain PayPal served (leaf first, then intermediates), once the leaf is PayPal's
 * message-verification certificate, every certificate is valid at `now`, every intermediate is a CA, and the chain
 * ends in a trusted root. Throws WebhookRejected naming the first rule broken.
 */
export function verifyPayPalChain(chain: X509Certificate[], roots: readonly X509Certificate[], now: Date): X509Certificate {
  const [leaf, ...served] = chain;
  if (!leaf) throw new WebhookRejected('no certificate');
  const names = commonNames(leaf);
  if (names.length !== 1 || !paypalSigningCommonNames.includes(names[0]!)) {
    throw new WebhookRejected(`certificate subject ${JSON.stringify(leaf.subject)} is not PayPal's message-verification certificate`);
  }
  if (leaf.ca) throw new WebhookRejected('the signing certificate is a CA certificate');
  if (!isCurrent(leaf, now)) throw new WebhookRejected('certificate is not valid now');
  const unused = [...served];
  for (let child = leaf; ; ) {
    if (roots.some((root) => isCurrent(root, now) && issuedBy(child, root))) return leaf;
    const index = unused.findIndex((candidate) => issuedBy(child, candidate));
    if (index < 0) throw new WebhookRejected('certificate does not chain to a trusted root');
    const [issuer] = unused.splice(index, 1);
    if (!issuer!.ca) throw new WebhookRejected('an intermediate certificate is not a CA certificate');
    if (!isCurrent(issuer!, now)) throw new WebhookRejected('an intermediate certificate is not valid now');
    child = issuer!;
  }
}
