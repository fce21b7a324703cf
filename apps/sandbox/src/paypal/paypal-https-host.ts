import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:https';
import { isIP, type AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { CertificateAuthority } from './certificate-authority.ts';

export interface PaypalHttpsListener {
  port: number;
  close(): Promise<void>;
}

export interface PaypalHttpsOptions {
  /** the sandbox app; its PayPal stand-in is mounted at /paypal */
  app: FastifyInstance;
  root: CertificateAuthority;
  host: string;
  /** 0 picks a free one */
  port: number;
  /** names the TLS certificate is for besides localhost, 127.0.0.1 and ::1 (e.g. the public URL's host) */
  names: string[];
}

/**
 * PayPal's API host over HTTPS, as api.sandbox.paypal.com is: a request for /v1/… here is the PayPal stand-in's
 * /paypal/v1/…, so PAYPAL-CERT-URL reads https://<host>:<port>/v1/notifications/certs/CERT-…. Its TLS certificate is
 * issued by the sandbox's test root, so only a client told to trust that root connects.
 */
export async function listenPaypalHttps(options: PaypalHttpsOptions): Promise<PaypalHttpsListener> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const names = [...new Set(['localhost', '127.0.0.1', '::1', ...options.names])].filter((name) => name && name !== '0.0.0.0' && name !== '::');
  const cert = options.root.issue({
    publicKey,
    subject: { commonName: 'GuidePass sandbox PayPal host', organization: 'GuidePass sandbox', country: 'BW' },
    profile: { kind: 'tls-server', dnsNames: names.filter((name) => !isIP(name)), ipAddresses: names.filter((name) => isIP(name)) },
  });
  const server = createServer({ key: privateKey.export({ type: 'pkcs8', format: 'pem' }), cert }, (request, response) => {
    request.url = `/paypal${request.url ?? '/'}`;
    options.app.routing(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
