// product.md §19: the service worker (and so its precache) waits until the first view is loaded and usable. The
// page's load event comes after its scripts ran (hydration is scheduled by then), and an idle period after that.
// On a first visit it waits for the visitor's first action too: at most 150 KB before it (the page itself is ~100).

/** Longest wait for an idle period once loaded: a page kept busy still gets its service worker. */
const idleTimeoutMs = 3_000;
const actions = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Runs `work` once the page has loaded and the browser is next idle. */
export function whenPageIdle(work: () => unknown): void {
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => void work(), { timeout: idleTimeoutMs });
    else window.setTimeout(() => void work(), 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Runs `work` once the page is idle (as above) and the visitor has acted (a tap, a key), whichever comes last. */
export function whenIdleAfterFirstAction(work: () => unknown): void {
  let acted = false;
  let idle = false;
  const maybe = () => {
    if (acted && idle) void work();
  };
  const onAction = () => {
    for (const action of actions) window.removeEventListener(action, onAction, true);
    acted = true;
    maybe();
  };
  for (const action of actions) window.addEventListener(action, onAction, { capture: true, passive: true });
  whenPageIdle(() => {
    idle = true;
    maybe();
  });
}
