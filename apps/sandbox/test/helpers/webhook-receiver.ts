import { verify, X509Certificate } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { get } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';
import { eventually } from '../../../../harness/eventually.ts';
import { crc32 } from '../../src/paypal/crc32.ts';

export interface Delivery {
  headers: IncomingHttpHeaders;
  raw: Buffer;
  // The event as PayPal's JSON; tests assert on its shape.
  event: any;
}

/** A real HTTP receiver recording every delivery, answering 200. */
export async function startWebhookReceiver(t: Test) {
  const deliveries: Delivery[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      deliveries.push({ headers: request.headers, raw, event: JSON.parse(raw.toString('utf8')) });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/paypal`, deliveries };
}

/** Waits until `find` finds something (harness/eventually.ts, every 5 ms); fails naming `what` after the time-out. */
export async function waitFor<T>(find: () => T | undefined | false | Promise<T | undefined | false>, what: string, timeoutMs = 5000): Promise<T> {
  const found = await eventually(find, Boolean, timeoutMs, 5);
  if (!found) throw new Error(`Timed out waiting for ${what}`);
  return found;
}

/** GET over HTTPS trusting only the sandbox's test root. */
function fetchTrusting(url: string, root: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { ca: root }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    }).on('error', reject);
  });
}

/**
 * PayPal's offline check, written here on its own (the product has its own): crc32 of the raw body, RSA-SHA256
 * against the first certificate from PAYPAL-CERT-URL, whose intermediate (the second) the sandbox's test root issued.
 */
export async function verifiesOffline(delivery: Delivery, webhookId: string, root: string): Promise<boolean> {
  const header = (name: string) => String(delivery.headers[name] ?? '');
  if (header('paypal-auth-algo') !== 'SHA256withRSA') return false;
  const [leaf, intermediate] = (await fetchTrusting(header('paypal-cert-url'), root)).match(/-----BEGIN CERTIFICATE-----[^-]+-----END CERTIFICATE-----\n/g) ?? [];
  const certificate = new X509Certificate(leaf!);
  const issuer = new X509Certificate(intermediate!);
  if (!certificate.checkIssued(issuer) || !certificate.verify(issuer.publicKey) || !issuer.verify(new X509Certificate(root).publicKey)) return false;
  const signed = `${header('paypal-transmission-id')}|${header('paypal-transmission-time')}|${webhookId}|${crc32(delivery.raw)}`;
  return verify('sha256', Buffer.from(signed), certificate.publicKey, Buffer.from(header('paypal-transmission-sig'), 'base64'));
}
