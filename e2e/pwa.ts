import type { Page } from '@playwright/test';

/** Resolves once a service worker is active and controls the page (the app's worker claims it on first install). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // A first visit registers the worker at the visitor's first action (product.md §19): a key that does nothing.
  await page.keyboard.press('Shift');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }));
  });
}

/** Every URL held in the page's CacheStorage, whichever cache holds it. */
export async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(request.url);
    }
    return urls;
  });
}

/**
 * Paths never to be cached: answers that belong to one signed-in person (/api, /auth) and any guide address that
 * carries a pass. Guide pages a member opened are kept only under /guide/saved/… (apps/web/src/sw/guide-pages.ts),
 * in that member's cache, deleted at sign-out (e2e/journeys/guide-offline.spec.ts).
 */
export const privatePaths = /^\/(api|auth)(\/|$)|^\/guide(\/(?!saved\/)|$)/;

/** Every guide address held in CacheStorage (the saved pages), as paths. */
export async function savedGuidePaths(page: Page): Promise<string[]> {
  return (await cachedUrls(page)).map((url) => new URL(url).pathname).filter((path) => path.startsWith('/guide/'));
}

/** The precache list the built service worker carries (workbox's injectManifest writes it as a JSON array). */
export function precacheManifest(swSource: string): { url: string; revision: string | null }[] {
  const list = /(\[\{"(?:revision|url)":[^\]]*\])/.exec(swSource)?.[1];
  if (!list) throw new Error('sw.js carries no precache list');
  return (JSON.parse(list) as { url: string; revision: string | null }[]).map(({ url, revision }) => ({ url, revision }));
}
