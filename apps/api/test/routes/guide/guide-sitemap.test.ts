import { createServer, type Server } from 'node:http';
import t, { type Test } from 'tap';
import { build, json, verifiedMember } from '../../helper.ts';

const adminEmail = 'boss@example.com';

/** A real guide site on a local port: its files by path, and the paths asked for (HEAD and GET alike). */
async function guideSite(t: Test, files: (base: string) => Record<string, string>) {
  const asked: string[] = [];
  let served: Record<string, string> = {};
  const server: Server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const body = served[request.url ?? ''];
    if (body === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': request.url?.endsWith('.xml') ? 'application/xml' : 'text/html', 'content-length': Buffer.byteLength(body) });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as { port: number };
  const base = `http://127.0.0.1:${port}/site/`;
  served = files(base);
  return { base, asked };
}

const urlset = (locs: string[]) =>
  `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs.map((loc) => `<url><loc>${loc}</loc><lastmod>2026-11-01</lastmod></url>`).join('')}</urlset>`;

/** The app on that guide, and an admin's pass (an admin opens the guide without paying: services/guide/guide-access.ts). */
async function appOn(t: Test, guideUrl: string) {
  const app = await build(t, { ADMIN_EMAILS: adminEmail, GUIDE_URL: guideUrl });
  const admin = await verifiedMember(app, adminEmail);
  const session = await app.inject({ method: 'POST', url: '/api/guide/session', headers: { authorization: `Bearer ${admin.accessToken}` } });
  const path = json(session).data.path as string;
  const sitemap = (prefix = path) => app.inject({ url: `${prefix}sitemap.xml` });
  return { app, path, sitemap };
}

const locsOf = (xml: string) => [...xml.matchAll(/<(?:image:)?loc>([^<]+)<\/(?:image:)?loc>/g)].map((match) => match[1] ?? '');

t.test('a sitemap index is read through: every page under GUIDE_URL, mapped under the pass, with its size', async (t) => {
  const site = await guideSite(t, (base) => ({
    '/site/sitemap.xml': `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${base}a.xml</loc></sitemap><sitemap><loc>${base}b.xml</loc></sitemap></sitemapindex>`,
    '/site/a.xml': `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"><url><loc>${base}</loc></url><url><loc>${base}maun</loc><image:image><image:loc>${base}photos/maun.svg</image:loc></image:image></url></urlset>`,
    '/site/b.xml': urlset([`${base}kasane?print=1&amp;x=2`]),
    '/site/': 'home',
    '/site/maun': 'a page of 20 bytes..',
    '/site/photos/maun.svg': 'x'.repeat(1000),
    '/site/kasane?print=1&x=2': 'kasane',
  }));
  const { path, sitemap } = await appOn(t, site.base);
  const answer = await sitemap();
  t.equal(answer.statusCode, 200);
  t.match(answer.headers['content-type'], /^application\/xml/);
  t.equal(answer.headers['cache-control'], 'private, no-store');
  t.same(locsOf(answer.body), [
    `http://app.test${path}`,
    `http://app.test${path}maun`,
    `http://app.test${path}photos/maun.svg`,
    `http://app.test${path}kasane?print=1&amp;x=2`,
  ]);
  t.equal(answer.headers['guide-sitemap-pages'], '3');
  t.equal(answer.headers['guide-sitemap-bytes'], String(4 + 20 + 1000 + 6), 'pages and images, by their HEAD answers');
  t.equal(answer.headers['guide-sitemap-left-out'], '0');
});

t.test('addresses on another host, or outside GUIDE_URL on the same host, are left out and never fetched', async (t) => {
  const site = await guideSite(t, (base) => ({
    '/site/sitemap.xml': `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${base}a.xml</loc></sitemap><sitemap><loc>https://evil.example/list.xml</loc></sitemap><sitemap><loc>${base.replace('/site/', '/other/list.xml')}</loc></sitemap></sitemapindex>`,
    '/site/a.xml': urlset([`${base}maun`, 'https://evil.example/steal', `${base.replace('/site/', '/admin')}`, `${base.replace('127.0.0.1', 'localhost')}maun`, `${base.replace('http://', 'http://user:pw@')}x`]),
    '/other/list.xml': urlset([`${base}never`]),
    '/site/maun': 'maun',
  }));
  const { path, sitemap } = await appOn(t, site.base);
  const answer = await sitemap();
  t.equal(answer.statusCode, 200);
  t.same(locsOf(answer.body), [`http://app.test${path}maun`]);
  t.equal(answer.headers['guide-sitemap-left-out'], '6');
  t.notOk(site.asked.some((line) => line.includes('/other/') || line.includes('/admin')), 'nothing outside GUIDE_URL was asked for');
});

t.test('at most 500 pages: the rest are left out and not measured', async (t) => {
  const site = await guideSite(t, (base) => ({
    '/site/sitemap.xml': urlset(Array.from({ length: 520 }, (_, index) => `${base}page-${index}`)),
  }));
  const { sitemap } = await appOn(t, site.base);
  const answer = await sitemap();
  t.equal(answer.statusCode, 200);
  t.equal(locsOf(answer.body).length, 500);
  t.equal(answer.headers['guide-sitemap-pages'], '500');
  t.equal(answer.headers['guide-sitemap-left-out'], '20');
  t.equal(site.asked.filter((line) => line.startsWith('HEAD ')).length, 500);
});

t.test('only for a valid pass: without one, or with a made-up one, the sitemap is refused and the site not asked', async (t) => {
  const site = await guideSite(t, (base) => ({ '/site/sitemap.xml': urlset([`${base}maun`]) }));
  const { sitemap } = await appOn(t, site.base);
  for (const prefix of ['/guide/', '/guide/a.b.c/']) {
    const refused = await sitemap(prefix);
    t.equal(refused.statusCode, 403, prefix);
    t.notMatch(refused.body, '<urlset');
  }
  t.same(site.asked, []);
});

t.test('a guide without a sitemap says so', async (t) => {
  const site = await guideSite(t, () => ({}));
  const { sitemap } = await appOn(t, site.base);
  const answer = await sitemap();
  t.equal(answer.statusCode, 404);
  t.match(answer.body, 'it publishes no list of its pages');
});
