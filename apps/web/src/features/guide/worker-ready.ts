import { keepOpenedPagesMessage } from '../../sw/guide-pages.ts';

// A device's very first visit (product.md §14): the service worker that keeps guide pages for offline reading is
// still installing when the guide may already open, and a page the frame loads before the worker is active never
// reaches it. So the frame waits for the worker a little, and a page it had to open without one is asked for
// again by the worker once it is active.

/** How long the guide waits for an installing worker before it opens anyway. */
export const workerWaitMs = 5_000;

/** Whether a service worker is active for this page now (it then sees every guide page the frame opens). */
async function workerActive(container: ServiceWorkerContainer): Promise<boolean> {
  if (container.controller) return true;
  const registration = await container.getRegistration().catch(() => undefined);
  return Boolean(registration?.active);
}

/**
 * Resolves once a service worker is active, or after `waitMs`; true when one is. At once (true) where the browser
 * has no service workers: there is nothing to wait for.
 */
export async function guideWorkerReady(waitMs = workerWaitMs): Promise<boolean> {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return true;
  if (await workerActive(container)) return true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), waitMs)));
  const ready = container.ready.then(() => true as const);
  try {
    return await Promise.race([ready, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The frame opened `path` with no worker active: once one is, it fetches the page again and keeps it. */
export function keepOnceWorkerReady(path: string): void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!container) return;
  void container.ready.then(
    (registration) => registration.active?.postMessage({ type: keepOpenedPagesMessage, paths: [path] }),
    () => {},
  );
}
