import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { createPayPalSignatureVerifier } from '../src/paypal-webhook-signature.ts';
import { crc32 } from '../src/crc32.ts';
// Tests may use the stand-in's certificate maker: real X.509 certificates without openssl.
import { createRootAuthority } from '../../../apps/sandbox/src/paypal/certificate-authority.ts';
import { issueCertificate } from '../../../apps/sandbox/src/paypal/issue-certificate.ts';

const day = 24 * 60 * 60 * 1000;
// Every certificate below holds this key, so the signature always verifies with it: only the rule under test fails.
const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const paypalSubject = { commonName: 'messageverificationcerts.paypal.com', organization: 'PayPal, Inc.', country: 'US' };
const signing = { kind: 'signing' } as const;

const root = createRootAuthority({ commonName: 'Unit test root' });
const intermediate = root.intermediate({ commonName: 'Unit test intermediate' });
const genuine = `${intermediate.issue({ publicKey, subject: paypalSubject, profile: signing })}${intermediate.certificatePem}`;
const sandboxLeaf = `${intermediate.issue({ publicKey, subject: { commonName: 'messageverificationcerts.sandbox.paypal.com' }, profile: signing })}${intermediate.certificatePem}`;
const untrusted = createRootAuthority({ commonName: 'Attacker root' }).intermediate({ commonName: 'Attacker intermediate' });
const expiredIntermediate = root.intermediate({ commonName: 'Expired intermediate' }, { now: new Date(Date.now() - 10 * day), notAfter: new Date(Date.now() - 5 * day) });
const endEntityKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const endEntitySubject = { commonName: 'Not a CA' };
const notACa = root.issue({ publicKey: endEntityKey.publicKey, subject: endEntitySubject, profile: signing });
const underNotACa = issueCertificate({
  publicKey,
  subject: paypalSubject,
  issuer: { subject: endEntitySubject, privateKey: endEntityKey.privateKey },
  profile: signing,
  serialNumber: randomBytes(8),
  notBefore: new Date(Date.now() - day),
  notAfter: new Date(Date.now() + day),
});

/** What each certificate path of the test host serves. */
const served: Record<string, string> = {
  'CERT-genuine': genuine,
  'CERT-sandbox': sandboxLeaf,
  'CERT-with-root': `${genuine}${root.certificatePem}`,
  'CERT-self-signed': issueCertificate({ publicKey, subject: paypalSubject, issuer: { subject: paypalSubject, privateKey }, profile: signing, serialNumber: randomBytes(8), notBefore: new Date(Date.now() - day), notAfter: new Date(Date.now() + day) }),
  'CERT-untrusted-root': `${untrusted.issue({ publicKey, subject: paypalSubject, profile: signing })}${untrusted.certificatePem}`,
  'CERT-wrong-subject': `${intermediate.issue({ publicKey, subject: { commonName: 'www.paypal.com', organization: 'PayPal, Inc.' }, profile: signing })}${intermediate.certificatePem}`,
  'CERT-expired-intermediate': `${expiredIntermediate.issue({ publicKey, subject: paypalSubject, profile: signing, now: new Date(Date.now() - 7 * day) })}${expiredIntermediate.certificatePem}`,
  'CERT-leaf-only': intermediate.issue({ publicKey, subject: paypalSubject, profile: signing }),
  'CERT-not-a-ca': `${underNotACa}${notACa}`,
  'CERT-in-html': `<html><body><pre>${genuine}</pre></body></html>`,
  'CERT-garbage': '-----BEGIN CERTIFICATE-----\nnot base64 at all\n-----END CERTIFICATE-----\n',
  'CERT-huge': 'A'.repeat(2 * 1024 * 1024),
};

/** An HTTPS host with a TLS certificate from the test root, answering each path its own way, counting requests. */
async function certificateHost(t: { teardown: (fn: () => Promise<void>) => void }) {
  const hits: string[] = [];
  const tlsKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const cert = root.issue({ publicKey: tlsKey.publicKey, subject: { commonName: 'host' }, profile: { kind: 'tls-server', dnsNames: ['localhost'], ipAddresses: ['127.0.0.1'] } });
  const server = createServer({ key: tlsKey.privateKey.export({ type: 'pkcs8', format: 'pem' }), cert }, (request, response) => {
    hits.push(request.url!);
    const name = request.url!.replace('/v1/notifications/certs/', '');
    if (served[name]) return response.end(served[name]);
    if (name === 'CERT-huge-chunked') {
      response.write('A'.repeat(20 * 1024));
      return response.end('A'.repeat(20 * 1024));
    }
    if (name === 'CERT-redirect') return response.writeHead(302, { location: '/v1/notifications/certs/CERT-genuine' }).end();
    if (name === 'CERT-slow') return setTimeout(() => response.end(genuine), 2_000).unref();
    if (request.url === '/user/content') return response.end(served['CERT-self-signed']);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { host, hits, url: (name: string) => `https://${host}/v1/notifications/certs/${name}` };
}

const webhookId = 'WH-TEST';
const rawBody = Buffer.from(JSON.stringify({ id: 'WH-EVT-1', event_type: 'PAYMENT.SALE.COMPLETED' }));

function signedHeaders(certUrl: string, time = new Date().toISOString()) {
  const id = `tx-${randomBytes(4).toString('hex')}`;
  const signature = sign('sha256', Buffer.from(`${id}|${time}|${webhookId}|${crc32(rawBody)}`), privateKey).toString('base64');
  return { 'paypal-transmission-id': id, 'paypal-transmission-time': time, 'paypal-transmission-sig': signature, 'paypal-cert-url': certUrl, 'paypal-auth-algo': 'SHA256withRSA' };
}

const trusting = (limits: { timeoutMs?: number } = {}) => createPayPalSignatureVerifier({ extraRoots: [root.certificatePem], ...limits });

t.test('a genuine chain (PayPal leaf, intermediate, trusted root) verifies, and is fetched once', async (t) => {
  const host = await certificateHost(t);
  const verify = trusting();
  for (const name of ['CERT-genuine', 'CERT-genuine', 'CERT-sandbox', 'CERT-with-root']) {
    await t.resolves(verify({ headers: signedHeaders(host.url(name)), rawBody, webhookId, certHosts: [host.host] }), name);
  }
  t.same(host.hits, ['/v1/notifications/certs/CERT-genuine', '/v1/notifications/certs/CERT-sandbox', '/v1/notifications/certs/CERT-with-root']);
});

t.test('certificate URLs: https only, PayPal\'s certificate path only, configured hosts only — refused before any fetch', async (t) => {
  const host = await certificateHost(t);
  const verify = trusting();
  const h = host.host;
  const refused = [
    `http://${h}/v1/notifications/certs/CERT-genuine`,
    `https://${h}/user/content`,
    `https://${h}/v1/notifications/certs/`,
    `https://${h}/v1/notifications/certs/../../../user/content`,
    `https://${h}/v1/notifications/certs/%2e%2e%2f%2e%2e%2fuser%2fcontent`,
    `https://${h}/v1/notifications/certs/CERT-genuine%2Fx`,
    `https://${h}/v1/notifications/certs/CERT.genuine`,
    `https://${h}/v1/notifications/certs/CERT-genuine/`,
    `https://${h}/v1/notifications/certs/CERT-genuine?x=1`,
    `https://${h}/v1/notifications/certs/CERT-genuine?`,
    `https://${h}/v1/notifications/certs/CERT-genuine#x`,
    `https://user:pw@${h}/v1/notifications/certs/CERT-genuine`,
    `https://${h}\\v1\\notifications\\certs\\CERT-genuine`,
    `HTTPS://${h}/v1/notifications/certs/CERT-genuine`,
    ` https://${h}/v1/notifications/certs/CERT-genuine`,
    `https://127.0.0.1/v1/notifications/certs/CERT-genuine`,
    `https://localhost:${h.split(':')[1]}/v1/notifications/certs/CERT-genuine`,
    'https://evil.example/v1/notifications/certs/CERT-genuine',
    'ftp://api.paypal.com/v1/notifications/certs/CERT-genuine',
    'not a url',
  ];
  for (const url of refused) {
    await t.rejects(verify({ headers: signedHeaders(url), rawBody, webhookId, certHosts: [h] }), { name: 'WebhookRejected' }, url);
  }
  t.same(host.hits, [], 'nothing was fetched');
});

t.test('certificates that do not chain to a trusted root or are not PayPal\'s signing certificate are refused', async (t) => {
  const host = await certificateHost(t);
  const cases = {
    'CERT-self-signed': /trusted root/,
    'CERT-untrusted-root': /trusted root/,
    'CERT-leaf-only': /trusted root/,
    'CERT-not-a-ca': /trusted root|not a CA/,
    'CERT-wrong-subject': /message-verification/,
    'CERT-expired-intermediate': /intermediate certificate is not valid now/,
    'CERT-in-html': /PEM certificates only/,
    'CERT-garbage': /PEM|malformed/,
  };
  const verify = trusting();
  for (const [name, reason] of Object.entries(cases)) {
    await t.rejects(verify({ headers: signedHeaders(host.url(name)), rawBody, webhookId, certHosts: [host.host] }), { name: 'WebhookRejected', message: reason }, name);
  }
});

t.test('without the test root configured, neither the TLS host nor the chain is trusted', async (t) => {
  const host = await certificateHost(t);
  const verify = createPayPalSignatureVerifier();
  await t.rejects(verify({ headers: signedHeaders(host.url('CERT-genuine')), rawBody, webhookId, certHosts: [host.host] }), { name: 'WebhookRejected', message: /fetch failed/ });
});

t.test('a malformed, huge, redirected or slow certificate is a WebhookRejected, never another error', async (t) => {
  const host = await certificateHost(t);
  const verify = trusting({ timeoutMs: 500 });
  for (const name of ['CERT-garbage', 'CERT-huge', 'CERT-huge-chunked', 'CERT-redirect', 'CERT-slow', 'CERT-missing']) {
    await t.rejects(verify({ headers: signedHeaders(host.url(name)), rawBody, webhookId, certHosts: [host.host] }), { name: 'WebhookRejected' }, name);
  }
  t.notOk(host.hits.includes('/v1/notifications/certs/CERT-genuine'), 'the redirect was not followed');
});

t.test('a replayed delivery (transmission time over 5 minutes old) or one from the future is refused before any fetch', async (t) => {
  const host = await certificateHost(t);
  const verify = trusting();
  const url = host.url('CERT-genuine');
  for (const time of [new Date(Date.now() - 6 * 60 * 1000).toISOString(), new Date(Date.now() + 10 * 60 * 1000).toISOString(), 'yesterday']) {
    await t.rejects(verify({ headers: signedHeaders(url, time), rawBody, webhookId, certHosts: [host.host] }), { name: 'WebhookRejected' }, time);
  }
  t.same(host.hits, []);
  // Four minutes old is still a genuine delivery.
  await verify({ headers: signedHeaders(url, new Date(Date.now() - 4 * 60 * 1000).toISOString()), rawBody, webhookId, certHosts: [host.host] });
});

t.test('a signature that is not base64 of the right size, or by another key, is a WebhookRejected', async (t) => {
  const host = await certificateHost(t);
  const verify = trusting();
  const headers = { ...signedHeaders(host.url('CERT-genuine')), 'paypal-transmission-sig': '%%%' };
  await t.rejects(verify({ headers, rawBody, webhookId, certHosts: [host.host] }), { name: 'WebhookRejected' });
  const other = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const forged = { ...signedHeaders(host.url('CERT-genuine')) };
  forged['paypal-transmission-sig'] = sign('sha256', Buffer.from(`${forged['paypal-transmission-id']}|${forged['paypal-transmission-time']}|${webhookId}|${crc32(rawBody)}`), other.privateKey).toString('base64');
  await t.rejects(verify({ headers: forged, rawBody, webhookId, certHosts: [host.host] }), { name: 'WebhookRejected', message: /does not verify/ });
});
