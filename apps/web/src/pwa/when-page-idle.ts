import { useSyncExternalStore } from 'react';

// product.md §19: the service worker (and so its precache) waits until the first view is loaded and usable. The
// page's load event comes after its scripts ran (hydration is scheduled by then), and an idle period after that.
// On a first visit the worker waits for the visitor's first action too: at most 150 KB before it (the page is ~100).

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

/** Whether the service worker may register: on a first visit, not before the visitor's first action. */
let workerHeld = false;
const released = new Set<() => void>();

/** A first visit: the service worker waits for the first tap or key (product.md §19: at most 150 KB before it). */
export function holdWorkerUntilFirstAction(): void {
  workerHeld = true;
  const onAction = () => {
    for (const action of actions) window.removeEventListener(action, onAction, true);
    workerHeld = false;
    for (const listener of released) listener();
  };
  for (const action of actions) window.addEventListener(action, onAction, { capture: true, passive: true });
}

/** Runs `work` once the service worker may register: at once, or on a first visit at the visitor's first action. */
export function whenWorkerMayRegister(work: () => void): void {
  if (!workerHeld) return work();
  const listener = () => {
    released.delete(listener);
    work();
  };
  released.add(listener);
}

/** Whether the service worker may register now (re-rendered once it may). */
export function useWorkerMayRegister(): boolean {
  return useSyncExternalStore(
    (listener) => {
      released.add(listener);
      return () => released.delete(listener);
    },
    () => !workerHeld,
  );
}
