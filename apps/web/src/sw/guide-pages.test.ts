import { describe, expect, it } from 'vitest';
import { keepOpenedPagesMessage, openedPagesToKeep, parseGuideAddress, parseOwner, savedCopyPolicy, savedPageKey, savedPagesOpen, savedStartPath, subresourceRefs } from './guide-pages.ts';

const origin = 'https://guidepass.example';
const pass = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
const address = (path: string) => parseGuideAddress(new URL(path, origin));

describe('saved guide page keys', () => {
  it('reads the segment and the guide path after it, with the query', () => {
    expect(address(`/guide/${pass}/`)).toEqual({ segment: pass, rest: '' });
    expect(address(`/guide/${pass}/chobe-national-park`)).toEqual({ segment: pass, rest: 'chobe-national-park' });
    expect(address(`/guide/${pass}/a/b.css?v=2`)).toEqual({ segment: pass, rest: 'a/b.css?v=2' });
    expect(address(savedStartPath)).toEqual({ segment: 'saved', rest: '' });
  });

  it('leaves alone what is not a page under a segment: the bare guide, other areas, look-alikes', () => {
    for (const path of ['/guide', '/guide/', `/guide/${pass}`, '/guidebook/x/y', '/api/guide/session', '/auth/refresh', '/', '/index.html']) {
      expect(address(path), path).toBeNull();
    }
  });

  it('keys a page by the path after the pass: a new pass finds it, and no key holds a pass', () => {
    const other = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIyIn0.b3RoZXI';
    const key = savedPageKey(origin, address(`/guide/${pass}/chobe-national-park`)!);
    expect(key).toBe(`${origin}/guide/saved/chobe-national-park`);
    expect(savedPageKey(origin, address(`/guide/${other}/chobe-national-park`)!)).toBe(key);
    expect(savedPageKey(origin, address('/guide/saved/chobe-national-park')!)).toBe(key);
    expect(key).not.toContain(pass);
    expect(savedPageKey(origin, address(`/guide/${pass}/`)!)).toBe(`${origin}${savedStartPath}`);
    expect(savedPageKey(origin, address(`/guide/${pass}/search?q=kasane`)!)).toBe(`${origin}/guide/saved/search?q=kasane`);
  });
});

describe('whether saved pages open', () => {
  const endsAt = '2026-12-01T10:00:00.000Z';
  const owner = { member: 'u-1', endsAt };

  it('opens until the end of the membership this device last saw, and not from that moment on', () => {
    expect(savedPagesOpen(owner, new Date('2026-12-01T09:59:59.999Z'))).toBe(true);
    expect(savedPagesOpen(owner, new Date(endsAt))).toBe(false);
    expect(savedPagesOpen(owner, new Date('2026-12-02T00:00:00.000Z'))).toBe(false);
  });

  it('never opens without an owner (signed out) or with an end that is not a date', () => {
    expect(savedPagesOpen(null, new Date('2020-01-01T00:00:00.000Z'))).toBe(false);
    expect(savedPagesOpen({ member: 'u-1', endsAt: 'soon' }, new Date('2020-01-01T00:00:00.000Z'))).toBe(false);
  });

  it('reads an owner record only when it has a member and an end', () => {
    expect(parseOwner(owner)).toEqual(owner);
    expect(parseOwner({ member: 'u-1' })).toBeNull();
    expect(parseOwner({ member: 1, endsAt })).toBeNull();
    expect(parseOwner(null)).toBeNull();
    expect(parseOwner('u-1')).toBeNull();
  });
});

describe('what a saved page needs and how it is shown', () => {
  it('finds the stylesheets, icons and images a page names, once each, and nothing else', () => {
    const html = `<!doctype html><html><head>
<link rel="stylesheet" href="styles.css"><link rel='icon' href='logo.svg?v=1&amp;x=2'><link rel=preload href=font.woff2>
<link href="print.css" rel="stylesheet" media="print"><link rel="alternate" href="feed.xml">
<script src="app.js"></script></head><body>
<img class="brand__logo" src="logo.svg?v=1&amp;x=2" alt=""><IMG SRC=/guide/p/okavango.jpg><img src="data:image/png;base64,AA"><img alt="none">
<a href="chobe-national-park">Chobe</a></body></html>`;
    expect(subresourceRefs(html)).toEqual(['styles.css', 'logo.svg?v=1&x=2', 'print.css', '/guide/p/okavango.jpg']);
    expect(subresourceRefs('<p>no resources</p>')).toEqual([]);
  });

  it('shows a saved copy on the app origin but inert: no script, form or request outside /guide/', () => {
    const policy = savedCopyPolicy(origin).split('; ');
    expect(policy[0]).toBe('sandbox allow-same-origin');
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("form-action 'none'");
    expect(policy).toContain(`img-src ${origin}/guide/ data:`);
    expect(policy.join('; ')).not.toMatch(/allow-scripts|allow-forms|allow-top-navigation|script-src/);
  });
});

describe("the page's ask to keep pages opened before the worker was active", () => {
  it('names guide pages under a pass, of this origin only, at most ten', () => {
    const paths = [`/guide/${pass}/`, `/guide/${pass}/chobe-national-park`, '/guide/saved/', '/api/me', '//evil.example/guide/x/', 'https://evil.example/guide/x/', 42];
    expect(openedPagesToKeep({ type: keepOpenedPagesMessage, paths }, origin).map((url) => url.href)).toEqual([
      `${origin}/guide/${pass}/`,
      `${origin}/guide/${pass}/chobe-national-park`,
    ]);
    const many = Array.from({ length: 12 }, (_, index) => `/guide/${pass}/page-${index}`);
    expect(openedPagesToKeep({ type: keepOpenedPagesMessage, paths: many }, origin)).toHaveLength(10);
  });

  it('ignores any other message', () => {
    for (const data of [null, 'x', { type: 'SKIP_WAITING' }, { type: keepOpenedPagesMessage }, { type: keepOpenedPagesMessage, paths: 'x' }]) {
      expect(openedPagesToKeep(data, origin)).toEqual([]);
    }
  });
});
