import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { crc32 } from '../packages/providers/src/crc32.ts';
import { createRootAuthority } from '../apps/sandbox/src/paypal/certificate-authority.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const root = createRootAuthority({ commonName: 'fault tests root' });
const intermediate = root.intermediate({ commonName: 'fault tests intermediate' });

/** A genuine PayPal signing certificate for our key (the leaf alone), to build malformed variants from. */
export const goodPem = intermediate.issue({ publicKey, subject: { commonName: 'messageverificationcerts.paypal.com' }, profile: { kind: 'signing' } });
/** What PayPal serves: the signing certificate, then its intermediate. */
export const goodChain = `${goodPem}${intermediate.certificatePem}`;

/** What one certificate URL answers: a body, or a redirect to somewhere. */
export type CertificateAnswer = { body: string } | { redirect: string };

/**
 * A PayPal-like certificate host over HTTPS on 127.0.0.1, its TLS certificate and signing chain from a root of the
 * test's own: the test allows it (PAYPAL_CERT_HOSTS = `host`) and trusts its root (PAYPAL_CERT_TRUSTED_ROOTS =
 * `rootPem`). Each path answers what the test put there; headers are PayPal-style, signed with the key of `goodPem`.
 */
export async function startCertificateServer() {
  const answers = new Map<string, CertificateAnswer>();
  const tlsKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const cert = root.issue({ publicKey: tlsKey.publicKey, subject: { commonName: 'fault tests host' }, profile: { kind: 'tls-server', dnsNames: ['localhost'], ipAddresses: ['127.0.0.1'] } });
  const server = createServer({ key: tlsKey.privateKey.export({ type: 'pkcs8', format: 'pem' }), cert }, (request, response) => {
    const answer = answers.get(request.url ?? '');
    if (!answer) return response.writeHead(404).end();
    if ('redirect' in answer) return response.writeHead(302, { location: answer.redirect }).end();
    return response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  let next = 0;
  return {
    host,
    rootPem: root.certificatePem,
    /** a fresh URL (never cached) answering `answer` */
    serve(answer: CertificateAnswer): string {
      const path = `/v1/notifications/certs/CERT-${++next}`;
      answers.set(path, answer);
      return `https://${host}${path}`;
    },
    signedHeaders(certUrl: string, webhookId: string, rawBody: string): Record<string, string> {
      const id = `fault-${randomBytes(6).toString('hex')}`;
      const time = new Date().toISOString();
      const signature = sign('sha256', Buffer.from(`${id}|${time}|${webhookId}|${crc32(Buffer.from(rawBody))}`), privateKey).toString('base64');
      return {
        'content-type': 'application/json',
        'paypal-transmission-id': id,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature,
        'paypal-cert-url': certUrl,
        'paypal-auth-algo': 'SHA256withRSA',
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
