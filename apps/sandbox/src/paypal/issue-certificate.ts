import { createHash, createPublicKey, sign, type KeyObject } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { bitString, boolean, explicit, implicit, integer, nullValue, objectIdentifier, octetString, printableString, sequence, set, time, utf8String } from './der.ts';

// Node can parse X.509 certificates but not create them, so this builds minimal v3 certificates by hand.

export interface CertificateSubject {
  commonName: string;
  organization?: string;
  country?: string;
}

/** What a certificate is for: a CA that issues others, a key that signs messages, or a TLS server's names. */
export type CertificateProfile = { kind: 'ca' } | { kind: 'signing' } | { kind: 'tls-server'; dnsNames: string[]; ipAddresses: string[] };

/** Who signs a certificate: its subject becomes the issuer name. A certificate issued by its own subject and key is self-signed. */
export interface CertificateIssuer {
  subject: CertificateSubject;
  privateKey: KeyObject;
}

export interface IssueCertificateOptions {
  publicKey: KeyObject;
  subject: CertificateSubject;
  issuer: CertificateIssuer;
  profile: CertificateProfile;
  /** Unsigned big-endian serial number (RFC 5280: positive, at most 20 bytes). */
  serialNumber: Uint8Array;
  notBefore: Date;
  notAfter: Date;
}

const oids = {
  sha256WithRsaEncryption: '1.2.840.113549.1.1.11',
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  organization: '2.5.4.10',
  country: '2.5.4.6',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  authorityKeyIdentifier: '2.5.29.35',
  extendedKeyUsage: '2.5.29.37',
  serverAuth: '1.3.6.1.5.5.7.3.1',
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

// RFC 5280 §4.2.1.2 allows any unique key id; a hash of the whole SubjectPublicKeyInfo is one.
const keyId = (publicKey: KeyObject) => createHash('sha1').update(publicKey.export({ type: 'spki', format: 'der' })).digest();

// The issuer's key type decides the signature: RSA keys sign sha256WithRSAEncryption, EC keys ecdsa-with-SHA256.
function signatureAlgorithm(issuerKey: KeyObject): Buffer {
  if (issuerKey.asymmetricKeyType === 'ec') return sequence(objectIdentifier(oids.ecdsaWithSha256));
  if (issuerKey.asymmetricKeyType === 'rsa') return sequence(objectIdentifier(oids.sha256WithRsaEncryption), nullValue());
  throw new Error(`Unsupported issuer key type ${issuerKey.asymmetricKeyType}`);
}

function ipAddressBytes(address: string): Buffer {
  if (isIPv4(address)) return Buffer.from(address.split('.').map(Number));
  if (!isIPv6(address)) throw new Error(`Not an IP address: ${address}`);
  const [head = '', tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head).length - groups(tail).length;
  const all = address.includes('::') ? [...groups(head), ...Array<string>(missing).fill('0'), ...groups(tail)] : groups(address);
  return Buffer.concat(all.map((group) => Buffer.from(group.padStart(4, '0'), 'hex')));
}

// Key usage bits are numbered from the high bit: digitalSignature 0, keyEncipherment 2, keyCertSign 5, cRLSign 6.
function profileExtensions(profile: CertificateProfile): Buffer[] {
  if (profile.kind === 'ca') {
    return [extension(oids.basicConstraints, true, sequence(boolean(true))), extension(oids.keyUsage, true, bitString(Buffer.from([0x06]), 1))];
  }
  const endEntity = extension(oids.basicConstraints, true, sequence());
  if (profile.kind === 'signing') return [endEntity, extension(oids.keyUsage, true, bitString(Buffer.from([0x80]), 7))];
  const names = [...profile.dnsNames.map((dns) => implicit(2, Buffer.from(dns, 'ascii'))), ...profile.ipAddresses.map((ip) => implicit(7, ipAddressBytes(ip)))];
  return [
    endEntity,
    extension(oids.keyUsage, true, bitString(Buffer.from([0xa0]), 5)),
    extension(oids.extendedKeyUsage, false, sequence(objectIdentifier(oids.serverAuth))),
    extension(oids.subjectAltName, false, sequence(...names)),
  ];
}

/** An X.509 v3 certificate for `publicKey`, signed by `issuer`, as PEM. */
export function issueCertificate(options: IssueCertificateOptions): string {
  const issuerKey = options.issuer.privateKey;
  const algorithm = signatureAlgorithm(issuerKey);
  const tbsCertificate = sequence(
    explicit(0, integer(2)), // v3
    integer(options.serialNumber),
    algorithm,
    name(options.issuer.subject),
    sequence(time(options.notBefore), time(options.notAfter)),
    name(options.subject),
    options.publicKey.export({ type: 'spki', format: 'der' }),
    explicit(
      3,
      sequence(
        ...profileExtensions(options.profile),
        extension(oids.subjectKeyIdentifier, false, octetString(keyId(options.publicKey))),
        extension(oids.authorityKeyIdentifier, false, sequence(implicit(0, keyId(createPublicKey(issuerKey))))),
      ),
    ),
  );
  const signature = sign('sha256', tbsCertificate, issuerKey);
  const certificate = sequence(tbsCertificate, algorithm, bitString(signature));
  const lines = certificate.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}
