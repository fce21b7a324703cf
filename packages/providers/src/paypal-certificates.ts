import { X509Certificate } from 'node:crypto';
import { WebhookRejected } from './webhook-rejected.ts';

export interface CertificateFetchLimits {
  /** the whole fetch, body included (default 5 s) */
  timeoutMs?: number;
  /** a PEM certificate is about 2 KiB; anything over this is not one (default 16 KiB) */
  maxBytes?: number;
  /** how many certificates are kept (default 50); PayPal rotates them rarely */
  cacheSize?: number;
}

async function readLimited(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new WebhookRejected(`certificate is ${declared} bytes, over ${maxBytes}`);
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new WebhookRejected(`certificate is over ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseCertificate(pem: string, now: Date): X509Certificate {
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(pem);
  } catch {
    throw new WebhookRejected('certificate is malformed');
  }
  if (now < new Date(certificate.validFrom) || now > new Date(certificate.validTo)) throw new WebhookRejected('certificate is not valid now');
  return certificate;
}

async function download(url: URL, limits: Required<CertificateFetchLimits>): Promise<X509Certificate> {
  let response: Response;
  try {
    // A redirect could lead anywhere: the allow-list applies to the URL PayPal named, so redirects are refused.
    response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(limits.timeoutMs) });
  } catch (error) {
    throw new WebhookRejected(`certificate fetch failed: ${(error as Error).message}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new WebhookRejected(`certificate fetch answered ${response.status}`);
  }
  const pem = await readLimited(response, limits.maxBytes).catch((error: unknown) => {
    throw error instanceof WebhookRejected ? error : new WebhookRejected(`certificate read failed: ${(error as Error).message}`);
  });
  return parseCertificate(pem, new Date());
}

/** Fetches PayPal signing certificates with time and size limits and no redirects; keeps the good ones. */
export function createCertificateFetcher(options: CertificateFetchLimits = {}) {
  const limits = { timeoutMs: options.timeoutMs ?? 5_000, maxBytes: options.maxBytes ?? 16 * 1024, cacheSize: options.cacheSize ?? 50 };
  const certificates = new Map<string, Promise<X509Certificate>>();
  return function certificate(url: URL): Promise<X509Certificate> {
    const key = url.toString();
    let pending = certificates.get(key);
    if (!pending) {
      pending = download(url, limits);
      certificates.set(key, pending);
      pending.catch(() => certificates.delete(key));
      if (certificates.size > limits.cacheSize) certificates.delete(certificates.keys().next().value!);
    }
    return pending;
  };
}
