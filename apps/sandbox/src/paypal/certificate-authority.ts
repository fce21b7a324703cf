import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { issueCertificate, type CertificateProfile, type CertificateSubject } from './issue-certificate.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** A certificate authority of the sandbox's own: nobody trusts it unless told to (PAYPAL_CERT_TRUSTED_ROOTS). */
export interface CertificateAuthority {
  subject: CertificateSubject;
  /** This CA's own certificate (self-signed for a root), PEM. */
  certificatePem: string;
  /** A certificate for `publicKey`, issued by this CA, valid from a day ago for `days` (default 365). */
  issue(options: { publicKey: KeyObject; subject: CertificateSubject; profile: CertificateProfile; now?: Date; days?: number; notAfter?: Date }): string;
  /** A CA below this one (as PayPal's certificates come from an intermediate below a public root). */
  intermediate(subject: CertificateSubject, options?: { now?: Date; notAfter?: Date }): CertificateAuthority;
}

// P-256 keys for the CAs: made in a millisecond, unlike RSA; the certificates they sign may hold any key.
const newCaKey = () => generateKeyPairSync('ec', { namedCurve: 'P-256' });

function authority(subject: CertificateSubject, privateKey: KeyObject, certificatePem: string): CertificateAuthority {
  const self: CertificateAuthority = {
    subject,
    certificatePem,
    issue({ publicKey, subject: issued, profile, now = new Date(), days = 365, notAfter }) {
      return issueCertificate({
        publicKey,
        subject: issued,
        issuer: { subject, privateKey },
        profile,
        serialNumber: randomBytes(16),
        notBefore: new Date(now.getTime() - dayMs),
        notAfter: notAfter ?? new Date(now.getTime() + days * dayMs),
      });
    },
    intermediate(below, options = {}) {
      const keys = newCaKey();
      const pem = self.issue({ publicKey: keys.publicKey, subject: below, profile: { kind: 'ca' }, ...options });
      return authority(below, keys.privateKey, pem);
    },
  };
  return self;
}

/** A fresh self-signed root CA, valid from a day ago for ten years. */
export function createRootAuthority(subject: CertificateSubject, now = new Date()): CertificateAuthority {
  const { publicKey, privateKey } = newCaKey();
  const pem = issueCertificate({
    publicKey,
    subject,
    issuer: { subject, privateKey },
    profile: { kind: 'ca' },
    serialNumber: randomBytes(16),
    notBefore: new Date(now.getTime() - dayMs),
    notAfter: new Date(now.getTime() + 3650 * dayMs),
  });
  return authority(subject, privateKey, pem);
}
