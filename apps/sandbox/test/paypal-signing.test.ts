import { generateKeyPairSync, sign, verify, X509Certificate } from 'node:crypto';
import t from 'tap';
import { crc32 } from '../src/paypal/crc32.ts';
import { integer, objectIdentifier, time } from '../src/paypal/der.ts';
import { createSelfSignedCertificate } from '../src/paypal/self-signed-certificate.ts';

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
});

t.test('the self-signed certificate parses with X509Certificate and its key verifies signatures', async (t) => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const notBefore = new Date('2026-01-01T00:00:00Z');
  const notAfter = new Date('2027-01-01T00:00:00Z');
  const pem = createSelfSignedCertificate({
    publicKey,
    privateKey,
    subject: { commonName: 'Sandbox webhooks', organization: 'GuidePass sandbox', country: 'BW' },
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
