import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};

export interface StaticServer {
  url: string;
  /** Serves another folder from the next request on (a deploy of another build). */
  serve(root: string): void;
  close(): Promise<void>;
}

/**
 * Serves a built web app the way the API does (immutable /assets/, everything else revalidated, index.html
 * for unknown pages, a JSON 404 for the rest) without the API: enough for the app's signed-out shell.
 */
export async function startStaticServer(root: string): Promise<StaticServer> {
  let current = root;
  const server = createServer((req, res) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://static').pathname);
      const file = path.join(current, pathname === '/' ? 'index.html' : pathname);
      const inside = file.startsWith(current + path.sep);
      try {
        if (!inside) throw new Error('outside the root');
        const body = await readFile(file);
        res.writeHead(200, {
          'content-type': types[path.extname(file)] ?? 'application/octet-stream',
          'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        });
        res.end(body);
      } catch {
        if (req.method === 'GET' && req.headers.accept?.includes('text/html')) {
          res.writeHead(200, { 'content-type': types['.html']!, 'cache-control': 'no-cache' });
          res.end(await readFile(path.join(current, 'index.html')));
          return;
        }
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'not-found', message: 'Not found.' } }));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serve(next) {
      current = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
