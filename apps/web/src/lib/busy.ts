import { useEffect, useSyncExternalStore } from 'react';

// Work that a page reload would break (a payment being started, captured or verified). Whoever does such
// work marks it here; whoever could reload the page (the update prompt) waits until nothing is marked.

const holds = new Set<symbol>();
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** Marks the page busy until the returned function is called (calling it twice is harmless). */
export function markBusy(): () => void {
  const hold = Symbol('busy');
  holds.add(hold);
  if (holds.size === 1) notify();
  return () => {
    if (holds.delete(hold) && holds.size === 0) notify();
  };
}

export function isBusy(): boolean {
  return holds.size > 0;
}

export function subscribeBusy(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Keeps the page marked busy while `active` is true and the component is mounted. */
export function useMarkBusy(active: boolean): void {
  useEffect(() => (active ? markBusy() : undefined), [active]);
}

/** Whether anything has marked the page busy. */
export function useBusy(): boolean {
  return useSyncExternalStore(subscribeBusy, isBusy, isBusy);
}
