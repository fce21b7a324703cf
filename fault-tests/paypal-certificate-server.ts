import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from '../packages/providers/src/crc32.ts';
import { createSelfSignedCertificate } from '../apps/sandbox/src/paypal/self-signed-certificate.ts';

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const day = 24 * 60 * 60 * 1000;

/** A genuine certificate for our key, to build malformed variants from. */
export const goodPem = createSelfSignedCertificate({
  publicKey,
  privateKey,
  subject: { commonName: 'fault tests', organization: 'fault tests', country: 'BW' },
  serialNumber: randomBytes(16),
  notBefore: new Date(Date.now() - day),
  notAfter: new Date(Date.now() + day),
});

/** What one certificate URL answers: a body, or a redirect to somewhere. */
export type CertificateAnswer = { body: string } | { redirect: string };

/**
 * A certificate host on 127.0.0.1 (allowed as PayPal's in the test's PAYPAL_CERT_HOSTS) where each path answers
 * what the test put there, and PayPal-style headers signed with the key of `goodPem`.
 */
export async function startCertificateServer() {
  const answers = new Map<string, CertificateAnswer>();
  const server = createServer((request, response) => {
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
    /** a fresh URL (never cached) answering `answer` */
    serve(answer: CertificateAnswer): string {
      const path = `/v1/notifications/certs/CERT-${++next}`;
      answers.set(path, answer);
      return `http://${host}${path}`;
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
