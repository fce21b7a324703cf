import { X509Certificate } from 'node:crypto';
import { get } from 'node:https';
import type { TLSSocket } from 'node:tls';
import t from 'tap';
import { startTestSandbox } from './helpers/test-sandbox.ts';

function getTrusting(url: string, ca: string): Promise<{ status: number; body: string; peer: X509Certificate }> {
  return new Promise((resolve, reject) => {
    get(url, { ca }, (response) => {
      const peer = new X509Certificate((response.socket as TLSSocket).getPeerCertificate().raw);
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), peer }));
    }).on('error', reject);
  });
}

t.test("PayPal's HTTPS host answers with the PayPal stand-in, over TLS from the sandbox's test root only", async (t) => {
  const sandbox = await startTestSandbox(t);
  t.match(sandbox.paypalHttpsUrl, /^https:\/\/127\.0\.0\.1:\d+$/);
  const published = await (await fetch(`${sandbox.url}/paypal/_control/test-root.pem`)).text();
  t.equal(published, sandbox.testRootPem, 'the test root is published for the harness');
  t.ok(new X509Certificate(published).ca);

  await t.rejects(fetch(`${sandbox.paypalHttpsUrl}/v1/notifications/certs/CERT-x`), 'a client trusting only public roots refuses the host');

  const info = await (await fetch(`${sandbox.url}/paypal/`)).text();
  const certUrl = info.match(/https:\/\/[^<\s]+\/v1\/notifications\/certs\/CERT-[0-9a-f-]+/)?.[0];
  t.ok(certUrl?.startsWith(`${sandbox.paypalHttpsUrl}/v1/notifications/certs/CERT-`), 'the info page names the HTTPS certificate URL');
  const chain = await getTrusting(certUrl!, sandbox.testRootPem);
  t.equal(chain.status, 200);
  t.equal(chain.body.match(/-----BEGIN CERTIFICATE-----/g)?.length, 2, 'the signing certificate and its intermediate');
  t.equal(new X509Certificate(chain.body).subject.split('\n').at(-1), 'CN=messageverificationcerts.sandbox.paypal.com');
  t.equal(chain.peer.checkIP('127.0.0.1'), '127.0.0.1', 'the TLS certificate names 127.0.0.1');
  t.equal(chain.peer.checkHost('localhost'), 'localhost', 'and localhost');

  const unknown = await getTrusting(`${sandbox.paypalHttpsUrl}/v1/notifications/certs/CERT-unknown`, sandbox.testRootPem);
  t.equal(unknown.status, 404, 'an unknown certificate is PayPal-shaped 404');
  t.match(JSON.parse(unknown.body), { name: 'RESOURCE_NOT_FOUND' });
});
