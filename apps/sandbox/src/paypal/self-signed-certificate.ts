import { sign, type KeyObject } from 'node:crypto';
import { bitString, boolean, explicit, integer, nullValue, objectIdentifier, octetString, printableString, sequence, set, time, utf8String } from './der.ts';

// Node can parse X.509 certificates but not create them, so this builds a minimal v3 certificate by hand.

export interface CertificateSubject {
  commonName: string;
  organization?: string;
  country?: string;
}

export interface SelfSignedCertificateOptions {
  publicKey: KeyObject;
  privateKey: KeyObject;
  subject: CertificateSubject;
  /** Unsigned big-endian serial number (RFC 5280: positive, at most 20 bytes). */
  serialNumber: Uint8Array;
  notBefore: Date;
  notAfter: Date;
}

const oids = {
  sha256WithRsaEncryption: '1.2.840.113549.1.1.11',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  country: '2.5.4.6',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
};

function name(subject: CertificateSubject): Buffer {
  const attribute = (oid: string, value: Buffer) => set(sequence(objectIdentifier(oid), value));
  return sequence(
    ...(subject.country ? [attribute(oids.country, printableString(subject.country))] : []),
    ...(subject.organization ? [attribute(oids.organization, utf8String(subject.organization))] : []),
    attribute(oids.commonName, utf8String(subject.commonName)),
  );
}

function extension(oid: string, critical: boolean, value: Buffer): Buffer {
  return sequence(objectIdentifier(oid), ...(critical ? [boolean(true)] : []), octetString(value));
}

const signatureAlgorithm = () => sequence(objectIdentifier(oids.sha256WithRsaEncryption), nullValue());

/** A self-signed RSA certificate (sha256WithRSAEncryption) for signing only, as PEM. */
export function createSelfSignedCertificate(options: SelfSignedCertificateOptions): string {
  const distinguishedName = name(options.subject);
  const tbsCertificate = sequence(
    explicit(0, integer(2)), // v3
    integer(options.serialNumber),
    signatureAlgorithm(),
    distinguishedName,
    sequence(time(options.notBefore), time(options.notAfter)),
    distinguishedName,
    options.publicKey.export({ type: 'spki', format: 'der' }),
    explicit(
      3,
      sequence(
        extension(oids.basicConstraints, true, sequence()),
        // digitalSignature only: bit 0, so 7 unused bits in the single byte.
        extension(oids.keyUsage, true, bitString(Buffer.from([0x80]), 7)),
      ),
    ),
  );
  const signature = sign('sha256', tbsCertificate, options.privateKey);
  const certificate = sequence(tbsCertificate, signatureAlgorithm(), bitString(signature));
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
