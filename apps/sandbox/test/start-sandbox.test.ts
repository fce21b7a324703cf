import { createServer, type AddressInfo } from 'node:net';
import t from 'tap';
import { startTestSandbox } from './helpers/test-sandbox.ts';

t.test('with port 0 the URL is derived from the real port', async (t) => {
  const sandbox = await startTestSandbox(t);
  t.match(sandbox.url, /^http:\/\/127\.0\.0\.1:\d+$/);
  t.not(sandbox.url, 'http://127.0.0.1:0');
  t.ok(sandbox.smtpPort > 0, 'real SMTP port reported');

  const index = await fetch(`${sandbox.url}/`);
  const page = await index.text();
  t.match(page, '<meta name="viewport" content="width=device-width, initial-scale=1">');
  t.match(page, 'href="/mail"');
  t.match(page, 'href="/google/.well-known/openid-configuration"');
  t.match(page, String(sandbox.smtpPort));
});

t.test('an explicit public URL becomes the issuer, and custom client credentials are used', async (t) => {
  // The public URL is not reachable, so the test needs to know the real port up front.
  const port = await findFreePort();
  const sandbox = await startTestSandbox(t, {
    port,
    publicUrl: 'https://sandbox.example.test/',
    google: { clientId: 'custom-google', clientSecret: 'custom-secret', redirectUris: ['http://127.0.0.1:9/cb'] },
  });
  t.equal(sandbox.url, 'https://sandbox.example.test');
  const local = `http://127.0.0.1:${port}`;
  const discovery = await (await fetch(`${local}/google/.well-known/openid-configuration`)).json();
  t.match(discovery, { issuer: 'https://sandbox.example.test/google' });

  const knownClient = await fetch(`${local}/google/authorize?client_id=custom-google&redirect_uri=http://127.0.0.1:9/cb&response_type=code&scope=openid`);
  t.equal(knownClient.status, 200);
  const defaultClient = await fetch(`${local}/google/authorize?client_id=guidepass-google&redirect_uri=http://127.0.0.1:9/cb&response_type=code&scope=openid`);
  t.equal(defaultClient.status, 400);
});

t.test('a port already in use makes startSandbox fail and leaves nothing listening', async (t) => {
  const first = await startTestSandbox(t);
  const port = Number(new URL(first.url).port);
  await t.rejects(startTestSandbox(t, { port }));
  await t.rejects(startTestSandbox(t, { smtpPort: first.smtpPort }));
});

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
