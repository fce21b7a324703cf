import t from 'tap';
import { startTestSandbox } from './helpers/test-sandbox.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');

t.test('the sample guide has a sitemap index of 48 pages, each with a photo, about 6 MB in all', async (t) => {
  const sandbox = await startTestSandbox(t);
  const base = `${sandbox.url}/guide-site/`;
  const index = await fetch(`${base}sitemap.xml`);
  t.equal(index.status, 200);
  t.match(index.headers.get('content-type'), /xml/);
  const indexXml = await index.text();
  t.match(indexXml, '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const files = locs(indexXml);
  t.equal(files.length, 2);
  const pages = (await Promise.all(files.map(async (file) => locs(await (await fetch(file)).text())))).flat();
  t.equal(pages.length, 48);
  t.ok(pages.every((page) => page.startsWith(base)), 'every page is under the site');
  let bytes = 0;
  for (const page of pages) {
    const html = await (await fetch(page)).text();
    bytes += html.length;
    const photo = /<img class="photo" src="([^"]+)"/.exec(html)?.[1];
    if (page === base) continue;
    t.ok(photo, `${page} has a photo`);
    const image = await fetch(new URL(photo!, page));
    t.equal(image.headers.get('content-type'), 'image/svg+xml');
    bytes += (await image.arrayBuffer()).byteLength;
  }
  t.ok(bytes > 5_500_000 && bytes < 6_500_000, `about 6 MB (${bytes} bytes)`);
});

t.test('a page asked for with its ETag or a later If-Modified-Since is 304 without a body', async (t) => {
  const sandbox = await startTestSandbox(t);
  const page = `${sandbox.url}/guide-site/maun`;
  const first = await fetch(page);
  const etag = first.headers.get('etag')!;
  t.match(etag, /^"[^"]+"$/);
  const lastModified = first.headers.get('last-modified')!;
  const byTag = await fetch(page, { headers: { 'if-none-match': etag } });
  t.equal(byTag.status, 304);
  t.equal(await byTag.text(), '');
  t.equal((await fetch(page, { headers: { 'if-modified-since': lastModified } })).status, 304);
  t.equal((await fetch(page, { headers: { 'if-none-match': '"another"' } })).status, 200);
  t.equal((await fetch(page, { headers: { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() } })).status, 200);
});
