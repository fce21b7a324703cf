import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import t, { type Test } from 'tap';
import { createDpoClient } from '../src/dpo/dpo-client.ts';
import { ProviderError } from '../src/provider-error.ts';

// A broken host in front of DPO (proxy, load balancer, outage page): what the client must survive whatever DPO is.
const behaviours: Record<string, (response: ServerResponse) => void> = {
  '/unavailable/API/v6/': (response) => response.writeHead(503, { 'content-type': 'text/html' }).end('<html><body>Service Unavailable</body></html>'),
  '/gateway/API/v6/': (response) => response.writeHead(502).end(),
  '/html-page/API/v6/': (response) => response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html><body>Maintenance</body></html>'),
  '/cut-off/API/v6/': (response) => response.writeHead(200, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><API3G><Result>000</Res'),
  '/stalls/API/v6/': () => undefined,
  '/slow-body/API/v6/': (response) => response.writeHead(200, { 'content-type': 'application/xml' }).write('<?xml version="1.0"?><API3G>'),
};

async function brokenHost(t: Test) {
  const open = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    open.add(response);
    request.resume();
    request.on('end', () => (behaviours[request.url!] ?? ((r: ServerResponse) => r.writeHead(404).end()))(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => {
    for (const response of open) response.destroy();
    server.close(() => resolve());
  }));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const clientAt = (apiBase: string) =>
  createDpoClient({ apiBase, companyToken: 'ANY-COMPANY-TOKEN', serviceType: '5525', paymentMinutes: 15, paymentUrl: 'http://pay.test/payv2.php', timeoutMs: 300 });

const expected = { amountMinor: 20_000, currency: 'BWP', companyRef: 'pay-1' };

t.test('an outage is a transient ProviderError, never an answer', async (t) => {
  const base = await brokenHost(t);
  const cases: Array<[string, object]> = [
    ['unavailable', { status: 503, issue: 'HTTP_503' }],
    ['gateway', { status: 502, issue: 'HTTP_502' }],
    ['html-page', { status: 0, issue: 'NOT_XML' }],
    ['cut-off', { status: 0, issue: 'NOT_XML' }],
    ['stalls', { status: 0, issue: 'NO_ANSWER' }],
    ['slow-body', { status: 0, issue: 'NO_ANSWER' }],
  ];
  for (const [path, shape] of cases) {
    const client = clientAt(`${base}/${path}`);
    const started = Date.now();
    const error = await client.verifyToken('TOKEN', expected).catch((e: unknown) => e);
    t.ok(error instanceof ProviderError, path);
    t.match(error, { provider: 'dpo', transient: true, ...shape }, path);
    t.ok(Date.now() - started < 3_000, `${path}: given up within the time-out`);
  }
});

t.test('a wrong address (404) is a ProviderError too, but not worth retrying', async (t) => {
  const base = await brokenHost(t);
  const error = await clientAt(`${base}/nowhere`).cancelToken('TOKEN').catch((e: unknown) => e);
  t.ok(error instanceof ProviderError);
  t.match(error, { provider: 'dpo', status: 404, transient: false });
});

t.test('a refused connection is a transient ProviderError', async (t) => {
  const base = await brokenHost(t);
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  t.not(port, Number(new URL(base).port));
  const client = clientAt(`http://127.0.0.1:${port}`);
  for (const attempt of [
    () => client.createToken({ amountMinor: 20_000, currency: 'BWP', companyRef: 'pay-1', redirectUrl: 'http://app.test/ok', backUrl: 'http://app.test/back', description: 'guidepass Local, 2 weeks' }),
    () => client.chargeTokenMobile('TOKEN', { phone: '+267 71 234 567', operator: 'orange' }),
    () => client.getMobilePaymentOptions('TOKEN'),
    () => client.refundToken({ transToken: 'TOKEN', amountMinor: 100, reason: 'x', refundRef: 'r-1' }),
  ]) {
    const error = await attempt().catch((e: unknown) => e);
    t.ok(error instanceof ProviderError);
    t.match(error, { provider: 'dpo', status: 0, issue: 'NO_ANSWER', transient: true });
  }
});
