import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server on 127.0.0.1 for tests: answers are set per route, every request is recorded.

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Answer {
  status?: number;
  /** An object is sent as JSON; a string is sent as it is. */
  body?: unknown;
  contentType?: string;
  delayMs?: number;
}

export type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export interface TestServer {
  url: string;
  requests: RecordedRequest[];
  /** Sets the answer of "METHOD /path" (the path without its query string). */
  on(route: string, handler: Handler | Answer): void;
  callsTo(route: string): RecordedRequest[];
  close(): Promise<void>;
}

/** `port` reuses a port (a server that comes back after being down); by default any free one. */
export async function startTestServer(routes: Record<string, Handler | Answer> = {}, options: { port?: number } = {}): Promise<TestServer> {
  const table = new Map<string, Handler>();
  const requests: RecordedRequest[] = [];
  const on = (route: string, handler: Handler | Answer) =>
    table.set(route, typeof handler === 'function' ? handler : () => handler);
  for (const [route, handler] of Object.entries(routes)) on(route, handler);

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const url = new URL(req.url ?? '/', 'http://test');
        const request: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          search: url.search,
          headers: req.headers,
          body: raw === '' ? undefined : safeJson(raw),
        };
        requests.push(request);
        const handler = table.get(`${request.method} ${request.path}`);
        const answer: Answer = handler
          ? await handler(request)
          : { status: 404, body: { error: { code: 'not-found', message: 'Not found.' } } };
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        if (res.destroyed) return;
        const isText = typeof answer.body === 'string';
        res.writeHead(answer.status ?? 200, {
          'Content-Type': answer.contentType ?? (isText ? 'text/plain' : 'application/json'),
        });
        res.end(answer.body === undefined ? '' : isText ? (answer.body as string) : JSON.stringify(answer.body));
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    on,
    callsTo: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}
