import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Test } from 'tap';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  event: { id: string; type: string; createdDate: string; payload: Record<string, any> };
}

export type Verdict = 'valid' | 'stale' | 'bad-signature' | 'missing-headers';

/**
 * Written from providers.md 2.8 in the test, independently of the stand-in's signer,
 * so each checks the other.
 */
export function verifyWebhook(secret: string, headers: IncomingHttpHeaders, rawBody: string, nowSeconds: number): Verdict {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') return 'missing-headers';
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${rawBody}`).digest();
  const matches = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const candidate = Buffer.from(value, 'base64');
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  });
  if (!matches) return 'bad-signature';
  return Math.abs(nowSeconds - Number(timestamp)) > 300 ? 'stale' : 'valid';
}

/** A real HTTP webhook receiver on a free port; answers with queued statuses, then 200. */
export async function startReceiver(t: Test) {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  let onReceive: (webhook: ReceivedWebhook) => void = () => {};
  const waiters: { count: number; resolve: () => void }[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const webhook = { path: request.url ?? '', headers: request.headers, rawBody, event: JSON.parse(rawBody) };
      received.push(webhook);
      onReceive(webhook);
      response.writeHead(statuses.shift() ?? 200).end();
      for (const waiter of [...waiters]) {
        if (received.length >= waiter.count) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve();
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/webhooks/yoco`,
    received,
    /** Statuses for the next answers, e.g. [500] to fail once. */
    answerWith: (...next: number[]) => statuses.push(...next),
    onReceive: (handler: (webhook: ReceivedWebhook) => void) => void (onReceive = handler),
    reset() {
      received.length = 0;
      statuses.length = 0;
      onReceive = () => {};
    },
    waitFor(count: number, timeoutMs = 5000): Promise<ReceivedWebhook[]> {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`expected ${count} webhooks, got ${received.length}`)), timeoutMs);
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve(received)) });
      });
    },
  };
}
