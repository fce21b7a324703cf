import t from 'tap';
import { loadConfig } from '../src/index.ts';
// Tests may use the stand-in's certificate maker: real X.509 certificates without openssl.
import { createRootAuthority } from '../../../apps/sandbox/src/paypal/certificate-authority.ts';

const minimal = { DATABASE_URL: 'postgres://root@127.0.0.1/db', JWT_SECRET: 'x'.repeat(32), PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' };

t.test('by default PayPal certificates come from live PayPal only, with no extra root', async (t) => {
  t.match(loadConfig(minimal).paypal, { certHosts: ['api.paypal.com'], certTrustedRoots: [] });
});

t.test('PAYPAL_CERT_HOSTS is a list of host names (a port only when not 443), checked at boot', async (t) => {
  t.same(loadConfig({ ...minimal, PAYPAL_CERT_HOSTS: ' API.sandbox.paypal.com:443, 127.0.0.1:4011 ' }).paypal!.certHosts, ['api.sandbox.paypal.com', '127.0.0.1:4011']);
  for (const bad of ['https://api.paypal.com', 'api.paypal.com/v1', 'user@api.paypal.com', ' , ']) {
    t.throws(() => loadConfig({ ...minimal, PAYPAL_CERT_HOSTS: bad }), { name: 'ConfigError', message: /PAYPAL_CERT_HOSTS/ }, bad);
  }
  t.throws(() => loadConfig({ DATABASE_URL: minimal.DATABASE_URL, JWT_SECRET: minimal.JWT_SECRET, PAYPAL_CERT_HOSTS: 'https://x' }), { message: /PAYPAL_CERT_HOSTS/ }, 'checked without PayPal configured too');
});

t.test('PAYPAL_CERT_TRUSTED_ROOTS takes PEM CA certificates valid now, on many lines or with \\n', async (t) => {
  const one = createRootAuthority({ commonName: 'Root one' }).certificatePem;
  const two = createRootAuthority({ commonName: 'Root two' }).certificatePem;
  t.same(loadConfig({ ...minimal, PAYPAL_CERT_TRUSTED_ROOTS: `${one}${two}` }).paypal!.certTrustedRoots, [one, two]);
  t.same(loadConfig({ ...minimal, PAYPAL_CERT_TRUSTED_ROOTS: one.trim().replace(/\n/g, '\\n') }).paypal!.certTrustedRoots, [one]);

  const root = createRootAuthority({ commonName: 'Root' });
  const { publicKey } = await import('node:crypto').then((crypto) => crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' }));
  const leaf = root.issue({ publicKey, subject: { commonName: 'leaf' }, profile: { kind: 'signing' } });
  const expired = root.intermediate({ commonName: 'Old' }, { now: new Date(Date.now() - 10 * 86_400_000), notAfter: new Date(Date.now() - 86_400_000) }).certificatePem;
  const cases = { 'not PEM': '/etc/ssl/root.pem', 'PEM and text': `${one}trailing words`, 'a broken PEM': '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----', 'not a CA': leaf, expired };
  for (const [what, value] of Object.entries(cases)) {
    t.throws(() => loadConfig({ ...minimal, PAYPAL_CERT_TRUSTED_ROOTS: value }), { name: 'ConfigError', message: /PAYPAL_CERT_TRUSTED_ROOTS/ }, what);
  }
});
