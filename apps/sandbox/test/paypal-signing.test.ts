import { generateKeyPairSync, sign, verify, X509Certificate } from 'node:crypto';
import t from 'tap';
import { crc32 } from '../src/paypal/crc32.ts';
import { createRootAuthority } from '../src/paypal/certificate-authority.ts';
import { implicit, integer, objectIdentifier, time } from '../src/paypal/der.ts';
import { issueCertificate } from '../src/paypal/issue-certificate.ts';

t.test('crc32 matches the IEEE check value and PayPal signs it as an unsigned decimal', async (t) => {
  t.equal(crc32('123456789'), 3421780262);
  t.equal(crc32(Buffer.from('123456789')), 3421780262);
  t.equal(crc32(''), 0);
  t.equal(crc32('{"id":"WH-1"}'), crc32(new TextEncoder().encode('{"id":"WH-1"}')));
});

t.test('DER encodes integers minimally and positive, OIDs in base 128, times per RFC 5280', async (t) => {
  t.equal(integer(0).toString('hex'), '020100');
  t.equal(integer(128).toString('hex'), '02020080');
  t.equal(integer(Buffer.from('0000ff', 'hex')).toString('hex'), '020200ff');
  t.equal(objectIdentifier('1.2.840.113549.1.1.11').toString('hex'), '06092a864886f70d01010b');
  t.equal(time(new Date('2026-03-04T05:06:07Z')).toString('ascii', 2), '260304050607Z');
  t.equal(time(new Date('2051-01-01T00:00:00Z')).toString('ascii', 2), '20510101000000Z');
  t.equal(implicit(7, Buffer.from([127, 0, 0, 1])).toString('hex'), '87047f000001');
});

t.test('the self-signed certificate parses with X509Certificate and its key verifies signatures', async (t) => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const notBefore = new Date('2026-01-01T00:00:00Z');
  const notAfter = new Date('2027-01-01T00:00:00Z');
  const subject = { commonName: 'Sandbox webhooks', organization: 'GuidePass sandbox', country: 'BW' };
  const pem = issueCertificate({
    publicKey,
    subject,
    issuer: { subject, privateKey },
    profile: { kind: 'signing' },
    serialNumber: Buffer.from('8001', 'hex'),
    notBefore,
    notAfter,
  });
  t.match(pem, /^-----BEGIN CERTIFICATE-----\n[A-Za-z0-9+/=\n]+-----END CERTIFICATE-----\n$/);

  const certificate = new X509Certificate(pem);
  t.equal(certificate.subject, 'C=BW\nO=GuidePass sandbox\nCN=Sandbox webhooks');
  t.equal(certificate.issuer, certificate.subject, 'self-issued');
  t.equal(certificate.serialNumber, '8001');
  t.equal(new Date(certificate.validFrom).toISOString(), notBefore.toISOString());
  t.equal(new Date(certificate.validTo).toISOString(), notAfter.toISOString());
  t.equal(certificate.ca, false);
  t.ok(certificate.verify(certificate.publicKey), 'signed by its own key');

  const message = Buffer.from('transmission|time|WH-1|3421780262');
  const signature = sign('sha256', message, privateKey);
  t.ok(verify('sha256', message, certificate.publicKey, signature), 'cert.publicKey verifies an RSA-SHA256 signature');
  t.notOk(verify('sha256', Buffer.from('something else'), certificate.publicKey, signature));

  const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
  t.notOk(certificate.verify(other.publicKey), 'another key does not verify it');
});

t.test('a root CA issues an intermediate CA, which issues a signing certificate and a TLS server certificate', async (t) => {
  const root = createRootAuthority({ commonName: 'Test root', country: 'BW' });
  const intermediate = root.intermediate({ commonName: 'Test intermediate' });
  const rootCertificate = new X509Certificate(root.certificatePem);
  const intermediateCertificate = new X509Certificate(intermediate.certificatePem);
  t.ok(rootCertificate.ca, 'the root is a CA');
  t.ok(rootCertificate.verify(rootCertificate.publicKey), 'the root is self-signed');
  t.ok(intermediateCertificate.ca, 'the intermediate is a CA');
  t.ok(intermediateCertificate.checkIssued(rootCertificate) && intermediateCertificate.verify(rootCertificate.publicKey));

  const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const leaf = new X509Certificate(intermediate.issue({ publicKey: rsa.publicKey, subject: { commonName: 'messageverificationcerts.sandbox.paypal.com' }, profile: { kind: 'signing' } }));
  t.equal(leaf.ca, false);
  t.equal(leaf.subject, 'CN=messageverificationcerts.sandbox.paypal.com');
  t.ok(leaf.checkIssued(intermediateCertificate) && leaf.verify(intermediateCertificate.publicKey), 'an RSA certificate under an EC CA verifies');
  t.notOk(leaf.checkIssued(rootCertificate), 'not issued by the root itself');

  const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const server = new X509Certificate(root.issue({ publicKey: ec.publicKey, subject: { commonName: 'host' }, profile: { kind: 'tls-server', dnsNames: ['localhost'], ipAddresses: ['127.0.0.1', '::1'] } }));
  t.equal(server.subjectAltName, 'DNS:localhost, IP Address:127.0.0.1, IP Address:0:0:0:0:0:0:0:1');
  t.equal(server.checkIP('127.0.0.1'), '127.0.0.1');
  t.equal(server.checkHost('localhost'), 'localhost');
  t.ok(server.verify(rootCertificate.publicKey));
});
