import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { createPayPalSignatureVerifier } from '../src/paypal-webhook-signature.ts';
import { crc32 } from '../src/crc32.ts';
// Tests may use the stand-in's certificate maker: a real X.509 certificate without openssl.
import { createSelfSignedCertificate } from '../../../apps/sandbox/src/paypal/self-signed-certificate.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const day = 24 * 60 * 60 * 1000;
const pem = createSelfSignedCertificate({
  publicKey,
  privateKey,
  subject: { commonName: 'test', organization: 'test', country: 'BW' },
  serialNumber: randomBytes(16),
  notBefore: new Date(Date.now() - day),
  notAfter: new Date(Date.now() + day),
});
const webhookId = 'WH-TEST';
const rawBody = Buffer.from(JSON.stringify({ id: 'WH-EVT-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' }));

/** A certificate server answering each path its own way, counting requests. */
async function certificateServer(t: { teardown: (fn: () => Promise<void>) => void }) {
  const hits: string[] = [];
  const server: Server = createServer((request, response) => {
    hits.push(request.url!);
    if (request.url === '/good') return response.end(pem);
    if (request.url === '/garbage') return response.end('-----BEGIN CERTIFICATE-----\nnot base64 at all\n-----END CERTIFICATE-----\n');
    if (request.url === '/huge') return response.end('A'.repeat(2 * 1024 * 1024));
    if (request.url === '/huge-chunked') {
      response.write('A'.repeat(20 * 1024));
      return response.end('A'.repeat(20 * 1024));
    }
    if (request.url === '/redirect') return response.writeHead(302, { location: '/good' }).end();
    if (request.url === '/slow') return setTimeout(() => response.end(pem), 2_000).unref();
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { host: `127.0.0.1:${(server.address() as AddressInfo).port}`, hits };
}

function signedHeaders(certUrl: string, time = new Date().toISOString()) {
  const id = `tx-${randomBytes(4).toString('hex')}`;
  const signature = sign('sha256', Buffer.from(`${id}|${time}|${webhookId}|${crc32(rawBody)}`), privateKey).toString('base64');
  return { 'paypal-transmission-id': id, 'paypal-transmission-time': time, 'paypal-transmission-sig': signature, 'paypal-cert-url': certUrl, 'paypal-auth-algo': 'SHA256withRSA' };
}

t.test('a correctly signed PayPal event verifies, and its certificate is fetched once', async (t) => {
  const { host, hits } = await certificateServer(t);
  const verify = createPayPalSignatureVerifier();
  await verify({ headers: signedHeaders(`http://${host}/good`), rawBody, webhookId, certHosts: [host] });
  await verify({ headers: signedHeaders(`http://${host}/good`), rawBody, webhookId, certHosts: [host] });
  t.same(hits, ['/good']);
});

t.test('a malformed, huge, redirected or slow certificate is a WebhookRejected, never another error', async (t) => {
  const { host, hits } = await certificateServer(t);
  const verify = createPayPalSignatureVerifier({ timeoutMs: 500 });
  for (const path of ['/garbage', '/huge', '/huge-chunked', '/redirect', '/slow', '/missing']) {
    await t.rejects(verify({ headers: signedHeaders(`http://${host}${path}`), rawBody, webhookId, certHosts: [host] }), { name: 'WebhookRejected' }, path);
  }
  t.notOk(hits.includes('/good'), 'the redirect was not followed');
});

t.test('a replayed delivery (transmission time over 5 minutes old) or one from the future is refused before any fetch', async (t) => {
  const { host, hits } = await certificateServer(t);
  const verify = createPayPalSignatureVerifier();
  const url = `http://${host}/good`;
  for (const time of [new Date(Date.now() - 6 * 60 * 1000).toISOString(), new Date(Date.now() + 10 * 60 * 1000).toISOString(), 'yesterday']) {
    await t.rejects(verify({ headers: signedHeaders(url, time), rawBody, webhookId, certHosts: [host] }), { name: 'WebhookRejected' }, time);
  }
  t.same(hits, []);
  // Four minutes old is still a genuine delivery.
  await verify({ headers: signedHeaders(url, new Date(Date.now() - 4 * 60 * 1000).toISOString()), rawBody, webhookId, certHosts: [host] });
});

t.test('certificates only over https (http on loopback only) from allowed hosts', async (t) => {
  const verify = createPayPalSignatureVerifier();
  const refused = ['http://api.paypal.com/cert', 'ftp://api.paypal.com/cert', 'https://evil.example/cert', 'https://user:pw@api.paypal.com/cert', 'not a url'];
  for (const url of refused) {
    await t.rejects(verify({ headers: signedHeaders(url), rawBody, webhookId, certHosts: ['api.paypal.com', 'evil.example.com'] }), { name: 'WebhookRejected' }, url);
  }
});

t.test('a signature that is not base64 of the right size is a WebhookRejected', async (t) => {
  const { host } = await certificateServer(t);
  const verify = createPayPalSignatureVerifier();
  const headers = { ...signedHeaders(`http://${host}/good`), 'paypal-transmission-sig': '%%%' };
  await t.rejects(verify({ headers, rawBody, webhookId, certHosts: [host] }), { name: 'WebhookRejected' });
});
