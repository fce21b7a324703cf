import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import t from 'tap';
import { build, json } from '../helper.ts';

function fakeBuild() {
  const root = mkdtempSync(path.join(tmpdir(), 'gp-web-'));
  mkdirSync(path.join(root, 'assets'));
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>guidepass</title><script type="module" src="/assets/app-abc123.js"></script>');
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), script);
  writeFileSync(path.join(root, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  return { root, script };
}

t.test('the built web app is served on the same origin: precompressed assets, long-cached by hash', async (t) => {
  const { root, script } = fakeBuild();
  const app = await build(t, {}, { webRoot: root });
  const asset = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
  t.equal(asset.statusCode, 200);
  t.equal(asset.headers['content-encoding'], 'br');
  t.equal(brotliDecompressSync(asset.rawPayload).toString(), script);
  t.match(asset.headers['cache-control'], /immutable/);
  const plain = await app.inject({ url: '/assets/app-abc123.js' });
  t.equal(plain.body, script, 'clients without brotli get the plain file');
});

t.test("the app's own paths get index.html; API paths never do", async (t) => {
  const { root } = fakeBuild();
  const app = await build(t, {}, { webRoot: root });
  for (const url of ['/', '/verify-email?token=abc', '/payment-cancel?token=X', '/reset-password?token=y']) {
    const page = await app.inject({ url, headers: { accept: 'text/html' } });
    t.equal(page.statusCode, 200, url);
    t.match(page.body, /<title>guidepass<\/title>/, url);
    t.equal(page.headers['cache-control'], 'no-cache', url);
  }
  for (const url of ['/api/nothing', '/auth/nothing', '/admin/nothing', '/webhooks/nothing']) {
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    t.not(response.headers['content-type'], 'text/html; charset=utf-8', url);
    t.type(json(response).error?.code, 'string', url);
  }
});
