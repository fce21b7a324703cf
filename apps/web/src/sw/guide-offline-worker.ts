import { messages } from '@guidepass/domain/messages';
import { languageCode } from '@guidepass/texts/en/language-code';
import {
  openedPagesToKeep,
  ownerRecordPath,
  parseGuideAddress,
  parseOwner,
  savedCopyPolicy,
  savedPageKey,
  savedPagesCache,
  savedPagesOpen,
  savedSegment,
  subresourceRefs,
} from './guide-pages.ts';
import type { GuideAddress, SavedPagesOwner } from './guide-pages.ts';

/*
 * The guide offline, inside the app's service worker (imported by src/sw/sw.ts, built as /sw.js by vite.config.ts).
 * GET /guide/<pass>/<rest> goes to the network first; a good page is kept under /guide/saved/<rest>, with the
 * styles and images it names, while the cache has a current owner (features/guide/saved-pages.ts writes it and
 * deletes the cache at sign-out). When the network fails the saved copy answers; /guide/saved/<rest> is answered
 * from the cache only. Nothing else is touched: /api, /auth, other methods and the app's own pages never reach
 * this listener's respondWith.
 *
 * Chromium gives a document no service worker when it is sandboxed without allow-same-origin (by the frame's
 * attribute or by its answer's policy). So the frame has no sandbox attribute (its navigations reach this
 * worker), the live guide keeps the proxy's opaque-origin sandbox (its own requests go straight to the network),
 * and saved copies are shown inert under savedCopyPolicy: same origin, so their styles and images come from here,
 * but no script, form or outside request.
 */

interface GuideFetchEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
  waitUntil(work: Promise<unknown>): void;
}

interface KeepMessageEvent {
  readonly data: unknown;
  waitUntil(work: Promise<unknown>): void;
}

declare const self: {
  readonly location: { readonly origin: string };
  addEventListener(type: 'fetch', listener: (event: GuideFetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: KeepMessageEvent) => void): void;
};

/** At most this many styles and images are fetched along with one page. */
const subresourcesPerPage = 20;

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const address = parseGuideAddress(url);
  // The sitemap a whole-guide save reads (sw/trip-guide.ts) lists addresses with the pass: never kept.
  if (address === null || address.rest === 'sitemap.xml') return;
  event.respondWith(address.segment === savedSegment ? savedAnswer(address) : networkFirst(event, url, address));
});

// A device's first visit: pages the frame opened before this worker was active are fetched again and kept
// (features/guide/worker-ready.ts asks once the worker is ready).
self.addEventListener('message', (event) => {
  const urls = openedPagesToKeep(event.data, self.location.origin);
  if (urls.length > 0) event.waitUntil(keepOpened(urls).catch(() => {}));
});

async function keepOpened(urls: URL[]): Promise<void> {
  for (const url of urls) {
    const address = parseGuideAddress(url)!;
    const response = await fetch(url.href, { credentials: 'omit' }).catch(() => null);
    if (response && keepable(response)) await keep(url, address, response);
  }
}

async function networkFirst(event: GuideFetchEvent, url: URL, address: GuideAddress): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(ownRequest(event.request));
  } catch {
    return savedAnswer(address);
  }
  if (keepable(response)) event.waitUntil(keep(url, address, response.clone()).catch(() => {}));
  // The server or the guide site is down: a saved copy is better than its error page.
  if (response.status >= 500) return (await savedCopy(address)) ?? response;
  return response;
}

/**
 * A saved copy's styles and images are asked for by a same-origin document, or by this worker itself: asked for
 * by address, same-origin and without credentials (the pass in the path is the guide's only key), the answer has
 * a status to check. Navigations go as they came.
 */
function ownRequest(request: Request): Request {
  return request.mode === 'navigate' ? request : new Request(request.url, { credentials: 'omit' });
}

/** Only whole, same-origin, successful answers: never a refusal, a redirect or a part of a file. */
export function keepable(response: Response): boolean {
  return response.status === 200 && response.type === 'basic' && !response.redirected;
}

export async function keep(url: URL, address: GuideAddress, response: Response): Promise<void> {
  const cache = await caches.open(savedPagesCache);
  // Signed out (no owner) or the membership over: nothing more is kept.
  if (!savedPagesOpen(await readOwner(cache), new Date())) return;
  const isPage = (response.headers.get('content-type') ?? '').includes('text/html');
  const html = isPage ? await response.clone().text() : '';
  await cache.put(savedPageKey(self.location.origin, address), response);
  if (isPage) await keepSubresources(cache, url, html);
}

/** The page's styles and images under the same pass, fetched once each (a saved copy is not refreshed). */
async function keepSubresources(cache: Cache, pageUrl: URL, html: string): Promise<void> {
  const passPrefix = `/guide/${parseGuideAddress(pageUrl)?.segment ?? ''}/`;
  const targets = subresourceRefs(html)
    .map((ref) => new URL(ref, pageUrl))
    .filter((target) => target.origin === self.location.origin && target.pathname.startsWith(passPrefix))
    .slice(0, subresourcesPerPage);
  for (const target of targets) {
    const address = parseGuideAddress(target);
    if (address === null) continue;
    const key = savedPageKey(self.location.origin, address);
    if (await cache.match(key, { ignoreVary: true })) continue;
    const answer = await fetch(target.href, { credentials: 'omit' }).catch(() => null);
    if (answer && keepable(answer)) await cache.put(key, answer);
  }
}

async function savedCopy(address: GuideAddress): Promise<Response | null> {
  if (!(await caches.has(savedPagesCache))) return null;
  const cache = await caches.open(savedPagesCache);
  if (!savedPagesOpen(await readOwner(cache), new Date())) return null;
  const saved = await cache.match(savedPageKey(self.location.origin, address), { ignoreVary: true });
  return saved ? inert(saved) : null;
}

async function savedAnswer(address: GuideAddress): Promise<Response> {
  const cache = (await caches.has(savedPagesCache)) ? await caches.open(savedPagesCache) : null;
  const owner = cache === null ? null : await readOwner(cache);
  if (!savedPagesOpen(owner, new Date())) {
    // The membership this device last saw has ended: its pages go.
    if (owner !== null) await caches.delete(savedPagesCache);
    return page(403, messages.guideNeedsMembership);
  }
  const saved = await cache?.match(savedPageKey(self.location.origin, address), { ignoreVary: true });
  return saved ? inert(saved) : page(404, messages.guidePageNotSaved, true);
}

/** A saved copy as it is shown: its body and description, under the inert policy. */
function inert(saved: Response): Response {
  const headers = new Headers();
  for (const name of ['content-type', 'content-language', 'last-modified']) {
    const value = saved.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set('content-security-policy', savedCopyPolicy(self.location.origin));
  headers.set('cache-control', 'no-store');
  return new Response(saved.body, { status: saved.status, statusText: saved.statusText, headers });
}

async function readOwner(cache: Cache): Promise<SavedPagesOwner | null> {
  const record = await cache.match(`${self.location.origin}${ownerRecordPath}`);
  return record ? parseOwner(await record.json().catch(() => null)) : null;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of ours in the guide frame, with no script and a sandbox of its own. */
function page(status: number, text: string, linkToStart = false): Response {
  const link = linkToStart ? `<p><a href="./">${escape(messages.guideSavedStart)}</a></p>` : '';
  const body = `<!doctype html><html lang="${languageCode}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>guidepass</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;line-height:1.5;color:#1f2421;background:#fffdf8}a{display:inline-block;padding:12px 20px;min-height:44px;box-sizing:border-box;background:#0b6e4f;color:#fff;border-radius:8px;text-decoration:none}</style></head>
<body><p>${escape(text)}</p>${link}</body></html>`;
  return new Response(body, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': "sandbox; default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'",
      'cache-control': 'no-store',
    },
  });
}
