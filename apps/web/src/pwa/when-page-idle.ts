// product.md §19: the service worker (and so its precache) waits until the first view is loaded and usable. The
// page's load event comes after its scripts ran (hydration is scheduled by then), and an idle period after that.

/** Longest wait for an idle period once loaded: a page kept busy still gets its service worker. */
const idleTimeoutMs = 3_000;

/** Runs `work` once the page has loaded and the browser is next idle. */
export function whenPageIdle(work: () => unknown): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => void work(), { timeout: idleTimeoutMs });
    else window.setTimeout(() => void work(), 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
