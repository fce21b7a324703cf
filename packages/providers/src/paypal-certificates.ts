import type { X509Certificate } from 'node:crypto';
import { get, type RequestOptions } from 'node:https';
import { createSecureContext, rootCertificates, type ConnectionOptions, type SecureContext } from 'node:tls';
import { isCurrent, parseCertificateChain, trustedRoots, verifyPayPalChain } from './paypal-certificate-chain.ts';
import { WebhookRejected } from './webhook-rejected.ts';

export interface CertificateFetchLimits {
  /** the whole fetch, body included (default 5 s) */
  timeoutMs?: number;
  /** a PEM chain is a few KiB; anything over this is not one (default 16 KiB) */
  maxBytes?: number;
  /** how many certificates are kept (default 50); PayPal rotates them rarely */
  cacheSize?: number;
}

export interface CertificateTrust {
  /** roots trusted besides Node's bundled ones, PEM (PAYPAL_CERT_TRUSTED_ROOTS): for the TLS connection and the chain */
  extraRoots?: readonly string[];
  /** the clock validity periods are checked against */
  now?: () => number;
}

type Limits = Required<CertificateFetchLimits>;

/** One GET over HTTPS trusting `context`'s roots: only a 200 within the time and size limits; redirects are refused. */
function download(url: URL, context: SecureContext, limits: Limits): Promise<string> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (error: WebhookRejected | null, body = '') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) {
        request.destroy();
        reject(error);
      } else resolve(body);
    };
    // Passed on to tls.connect: one context with every trusted root, built once rather than per connection.
    const options: RequestOptions & Pick<ConnectionOptions, 'secureContext'> = { secureContext: context, agent: false, headers: { accept: 'application/x-pem-file, */*' } };
    // A redirect could lead anywhere: the rules apply to the URL PayPal named, so anything but 200 is refused.
    const request = get(url, options, (response) => {
      if (response.statusCode !== 200) return finish(new WebhookRejected(`certificate fetch answered ${response.statusCode}`));
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > limits.maxBytes) return finish(new WebhookRejected(`certificate is ${declared} bytes, over ${limits.maxBytes}`));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) return finish(new WebhookRejected(`certificate is over ${limits.maxBytes} bytes`));
        chunks.push(chunk);
      });
      response.on('end', () => finish(null, Buffer.concat(chunks).toString('utf8')));
      response.on('error', (error) => finish(new WebhookRejected(`certificate read failed: ${error.message}`)));
    });
    request.on('error', (error) => finish(new WebhookRejected(`certificate fetch failed: ${error.message}`)));
    const timer = setTimeout(() => finish(new WebhookRejected(`certificate fetch took over ${limits.timeoutMs} ms`)), limits.timeoutMs);
  });
}

/**
 * Fetches PayPal signing certificates over HTTPS (Node's roots plus the configured extra roots), with time and size
 * limits and no redirects, and keeps each verified signing certificate: its chain ends in a trusted root and its
 * subject is PayPal's message-verification certificate (paypal-certificate-chain.ts).
 */
export function createCertificateFetcher(options: CertificateFetchLimits & CertificateTrust = {}) {
  const limits: Limits = { timeoutMs: options.timeoutMs ?? 5_000, maxBytes: options.maxBytes ?? 16 * 1024, cacheSize: options.cacheSize ?? 50 };
  const now = options.now ?? Date.now;
  const extraRoots = options.extraRoots ?? [];
  // Parsed at the first certificate, not at start: Node's ~150 roots cost a process that never verifies a webhook
  // about half a second of CPU (the configured extra roots are checked when the configuration is read).
  let trust: { roots: X509Certificate[]; context: SecureContext } | undefined;
  const trusted = () => (trust ??= { roots: trustedRoots(extraRoots), context: createSecureContext({ ca: [...rootCertificates, ...extraRoots] }) });
  const certificates = new Map<string, Promise<X509Certificate>>();

  async function fetchVerified(url: URL): Promise<X509Certificate> {
    const { roots, context } = trusted();
    const pem = await download(url, context, limits);
    return verifyPayPalChain(parseCertificateChain(pem), roots, new Date(now()));
  }

  return async function certificate(url: URL): Promise<X509Certificate> {
    const key = url.href;
    let pending = certificates.get(key);
    if (!pending) {
      pending = fetchVerified(url);
      certificates.set(key, pending);
      pending.catch(() => certificates.delete(key));
      if (certificates.size > limits.cacheSize) certificates.delete(certificates.keys().next().value!);
    }
    const leaf = await pending;
    // A kept certificate can expire; PayPal then names a new one.
    if (!isCurrent(leaf, new Date(now()))) {
      certificates.delete(key);
      throw new WebhookRejected('certificate is not valid now');
    }
    return leaf;
  };
}
