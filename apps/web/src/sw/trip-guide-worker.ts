import { ownerRecordPath, parseGuideAddress, parseOwner, savedPageKey, savedPagesCache, savedPagesOpen, subresourceRefs } from './guide-pages.ts';
import { keep, keepable } from './guide-offline-worker.ts';
import { parseSaveRequest } from './trip-guide.ts';
import type { SaveGuidePageAnswer, SaveGuidePageRequest } from './trip-guide.ts';

/*
 * Saving the whole guide (product.md §21), in the app's service worker (imported by sw.ts): the page
 * (features/guide/trip-guide/) posts one SAVE_GUIDE_PAGE per page of the sitemap and waits for the answer on the
 * message's port (a MessageChannel, as workbox-window's messageSW uses). The page is kept exactly as a page read is kept (guide-offline-worker's
 * keep: same owned cache, same key without the pass, its styles and images), so nothing here decides who may read it.
 * An update asks with the saved copy's ETag / Last-Modified and keeps only what changed.
 */

interface SaveMessageEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
  waitUntil(work: Promise<unknown>): void;
}

declare const self: {
  readonly location: { readonly origin: string };
  addEventListener(type: 'message', listener: (event: SaveMessageEvent) => void): void;
};

self.addEventListener('message', (event) => {
  const request = parseSaveRequest(event.data);
  const port = event.ports[0];
  if (request === null || port === undefined) return;
  event.waitUntil(
    savePage(request).then(
      (answer) => port.postMessage(answer),
      () => port.postMessage({ ok: false, reason: 'offline' } satisfies SaveGuidePageAnswer),
    ),
  );
});

async function savePage(request: SaveGuidePageRequest): Promise<SaveGuidePageAnswer> {
  const url = new URL(request.path, self.location.origin);
  const address = parseGuideAddress(url)!;
  const cache = await caches.open(savedPagesCache);
  const owner = await cache.match(`${self.location.origin}${ownerRecordPath}`);
  if (!savedPagesOpen(owner ? parseOwner(await owner.json().catch(() => null)) : null, new Date())) return { ok: false, reason: 'closed' };
  const key = savedPageKey(self.location.origin, address);
  const saved = await cache.match(key, { ignoreVary: true });
  if (saved && !request.update) return { ok: true, fetched: false, bytes: await savedBytes(cache, url, saved) };
  const headers = new Headers();
  const etag = saved?.headers.get('etag');
  const lastModified = saved?.headers.get('last-modified');
  if (etag) headers.set('if-none-match', etag);
  else if (lastModified) headers.set('if-modified-since', lastModified);
  const answer = await fetch(url.href, { credentials: 'omit', headers, cache: 'no-store' }).catch(() => null);
  if (answer === null) return { ok: false, reason: 'offline' };
  if (answer.status === 304 && saved) return { ok: true, fetched: false, bytes: await savedBytes(cache, url, saved) };
  if (answer.status === 403) return { ok: false, reason: 'closed' };
  if (!keepable(answer)) return { ok: false, reason: answer.status >= 500 ? 'offline' : 'refused' };
  await keep(url, address, answer);
  const kept = await cache.match(key, { ignoreVary: true });
  return kept ? { ok: true, fetched: true, bytes: await savedBytes(cache, url, kept) } : { ok: false, reason: 'closed' };
}

/** The bytes a saved page takes with the styles and images kept for it. */
async function savedBytes(cache: Cache, pageUrl: URL, page: Response): Promise<number> {
  const html = await page.clone().text();
  let bytes = new Blob([html]).size;
  const passPrefix = `/guide/${parseGuideAddress(pageUrl)?.segment ?? ''}/`;
  for (const ref of subresourceRefs(html)) {
    const target = new URL(ref, pageUrl);
    const address = target.origin === self.location.origin && target.pathname.startsWith(passPrefix) ? parseGuideAddress(target) : null;
    const kept = address ? await cache.match(savedPageKey(self.location.origin, address), { ignoreVary: true }) : undefined;
    if (kept) bytes += Number(kept.headers.get('content-length') ?? 0) || (await kept.clone().blob()).size;
  }
  return bytes;
}
