import t from 'tap';
import { startTestSandbox } from './helpers/test-sandbox.ts';

const pages = [
  { path: '', heading: 'Wild Botswana' },
  { path: 'okavango-delta', heading: 'Okavango Delta' },
  { path: 'chobe-national-park', heading: 'Chobe National Park' },
  { path: 'makgadikgadi-pans', heading: 'Makgadikgadi Pans' },
  { path: 'central-kalahari-game-reserve', heading: 'Central Kalahari Game Reserve' },
];
const navHrefs = ['./', ...pages.slice(1).map((page) => page.path)];

function hrefsOf(page: string): string[] {
  return [...page.matchAll(/\shref="([^"]*)"/g)].map((match) => match[1] ?? '');
}

t.test('Botswana guide site', async (t) => {
  const sandbox = await startTestSandbox(t);
  const base = `${sandbox.url}/guide-site/`;

  for (const { path, heading } of pages) {
    t.test(`/guide-site/${path} is a mobile page with the nav, the stylesheet and an illustration`, async (t) => {
      const response = await fetch(`${base}${path}`);
      t.equal(response.status, 200);
      t.match(response.headers.get('content-type'), /^text\/html/);
      const page = await response.text();
      t.match(page, `<h1>${heading}</h1>`);
      t.match(page, '<meta name="viewport" content="width=device-width, initial-scale=1">');
      t.match(page, '<meta name="robots" content="noindex">');
      t.match(page, '<link rel="stylesheet" href="styles.css">');
      t.match(page, /<svg [^>]*role="img" aria-label="[^"]+"/);
      t.notMatch(page, /<script|https?:\/\//, 'no scripts or external resources');
      t.match(page, '<img class="brand__logo" src="logo.svg" alt=""', 'one image file: the logo');
      t.notMatch(page, /hostile/, 'the hostile probe page is linked from nowhere');
      const hrefs = hrefsOf(page);
      for (const href of navHrefs) t.ok(hrefs.includes(href), `links to ${href}`);
      t.match(page, path === '' ? /href="\.\/" aria-current="page"/ : new RegExp(`href="${path}" aria-current="page"`));
      if (path !== '') t.ok((page.match(/<p>/g) ?? []).length >= 4, 'a few paragraphs of text');
    });
  }

  t.test('every link and the stylesheet stay under the prefix the site is served from', async (t) => {
    const proxied = 'https://app.example/guide/';
    for (const { path } of pages) {
      const page = await (await fetch(`${base}${path}`)).text();
      for (const href of [...hrefsOf(page)]) {
        t.ok(new URL(href, `${proxied}${path}`).href.startsWith(proxied), `${href} on /${path} stays under /guide/`);
        t.equal((await fetch(new URL(href, `${base}${path}`))).status, 200, `${href} on /${path} resolves`);
      }
    }
  });

  t.test('styles.css is served as CSS', async (t) => {
    const response = await fetch(`${base}styles.css`);
    t.equal(response.status, 200);
    t.match(response.headers.get('content-type'), /^text\/css/);
    t.match(await response.text(), '.site-nav');
  });

  t.test('logo.svg is served as an SVG image', async (t) => {
    const response = await fetch(`${base}logo.svg`);
    t.equal(response.status, 200);
    t.match(response.headers.get('content-type'), /^image\/svg\+xml/);
    t.match(await response.text(), '<svg');
  });

  t.test('the bare prefix redirects to the trailing slash and unknown pages answer 404', async (t) => {
    const bare = await fetch(`${sandbox.url}/guide-site`, { redirect: 'manual' });
    t.equal(bare.status, 301);
    t.equal(bare.headers.get('location'), '/guide-site/');
    const missing = await fetch(`${base}no-such-place`);
    t.equal(missing.status, 404);
    t.match(await missing.text(), 'href="./"');
  });
});
