import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import type { Test } from 'tap';

export interface ReceivedNotification {
  at: number;
  headers: IncomingHttpHeaders;
  rawBody: string;
  fields: Record<string, string>;
}

const parser = new XMLParser({ parseTagValue: false, ignoreDeclaration: true });

/** A merchant's notification URL on a free port; answers "OK" as DPO expects (or a queued status). */
export async function startNotificationReceiver(t: Test) {
  const received: ReceivedNotification[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ at: Date.now(), headers: request.headers, rawBody, fields: parser.parse(rawBody).API3G ?? {} });
      const status = answers.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'OK' : 'error');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/webhooks/dpo`,
    received,
    answerWith: (...next: number[]) => answers.push(...next),
    reset: () => void ((received.length = 0), (answers.length = 0)),
    async waitFor(count: number, timeoutMs = 5000): Promise<ReceivedNotification[]> {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} notifications, got ${received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received;
    },
  };
}
