import { saveGuidePageMessage, sitemapPagePaths, tripGuideLimits } from '../../../sw/trip-guide.ts';
import type { SaveGuidePageAnswer, TripGuideRecord } from '../../../sw/trip-guide.ts';
import { readTripGuide, writeTripGuide } from '../../../lib/saved-trip-guide.ts';

/*
 * Saving the whole guide for a trip (product.md §21), the page's side: read the sitemap the proxy maps under the
 * pass, then ask the service worker (sw/trip-guide-worker.ts) for one page at a time. The record of what is left is
 * written to the saved pages' cache after every page, so a reload goes on from there (resumeTripGuide) and a network
 * drop waits for the network and asks again. One save at a time per page; its state is a small store for React.
 */

export type TripGuideState =
  | { phase: 'idle' }
  | { phase: 'measuring' }
  | { phase: 'measured'; paths: string[]; bytes: number; update: boolean }
  | { phase: 'too-big'; needed: number; free: number }
  | { phase: 'over-limit' }
  | { phase: 'saving'; saved: number; total: number; bytes: number; waiting: boolean; update: boolean }
  | { phase: 'done'; total: number; bytes: number; update: boolean; changed: number }
  | { phase: 'failed' }
  | { phase: 'unavailable' };

let state: TripGuideState = { phase: 'idle' };
const listeners = new Set<() => void>();
let running = false;

function set(next: TripGuideState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const tripGuideState = () => state;
export function subscribeTripGuide(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Posts to the worker and waits for its answer on a port of its own (as workbox-window's messageSW does). */
function messageSW(worker: ServiceWorker, data: unknown): Promise<unknown> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event) => resolve(event.data);
    worker.postMessage(data, [channel.port2]);
  });
}

const workerOf = async () => (typeof navigator !== 'undefined' && navigator.serviceWorker ? (await navigator.serviceWorker.ready).active : null);

/** Reads the sitemap under the pass and says the size; the member then starts (startTripGuide) or not. */
export async function measureTripGuide(passPath: string, update: boolean): Promise<void> {
  if (typeof caches === 'undefined' || !navigator.serviceWorker) return set({ phase: 'unavailable' });
  set({ phase: 'measuring' });
  const answer = await fetch(passPath + 'sitemap.xml', { credentials: 'omit', cache: 'no-store' }).catch(() => null);
  if (!answer || answer.status !== 200) return set({ phase: 'failed' });
  const paths = sitemapPagePaths(await answer.text(), passPath, location.origin);
  const bytes = Number(answer.headers.get('guide-sitemap-bytes') ?? 0) || 0;
  if (paths.length === 0) return set({ phase: 'failed' });
  if (bytes > tripGuideLimits.bytes || Number(answer.headers.get('guide-sitemap-left-out') ?? 0) > 0 && paths.length >= tripGuideLimits.pages) {
    return set({ phase: 'over-limit' });
  }
  set({ phase: 'measured', paths, bytes, update });
}

/** Asks for persistent storage, checks the quota, records the save and runs it. */
export async function startTripGuide(passPath: string): Promise<void> {
  if (state.phase !== 'measured') return;
  const { paths, bytes, update } = state;
  await navigator.storage?.persist?.().catch(() => false);
  const estimate = await navigator.storage?.estimate?.().catch(() => null);
  if (estimate?.quota !== undefined) {
    const free = Math.max(0, estimate.quota - (estimate.usage ?? 0));
    if (free < bytes) return set({ phase: 'too-big', needed: bytes, free });
  }
  const record: TripGuideRecord = { pending: paths, total: paths.length, saved: 0, bytes: 0, update, doneAt: null };
  if (!(await writeTripGuide(record))) return set({ phase: 'failed' });
  await run(passPath, record);
}

/** Goes on with a save a reload interrupted (the record still lists pages); nothing when none is under way. */
export async function resumeTripGuide(passPath: string): Promise<void> {
  if (running) return;
  const record = await readTripGuide().catch(() => null);
  if (record !== null && record.pending.length > 0) await run(passPath, record);
}

async function run(passPath: string, start: TripGuideRecord): Promise<void> {
  if (running) return;
  running = true;
  const record = { ...start, pending: [...start.pending] };
  let changed = 0;
  try {
    const worker = await workerOf();
    if (!worker) return set({ phase: 'unavailable' });
    while (record.pending.length > 0) {
      set({ phase: 'saving', saved: record.saved, total: record.total, bytes: record.bytes, waiting: false, update: record.update });
      const answer = (await messageSW(worker, { type: saveGuidePageMessage, path: passPath + record.pending[0], update: record.update })) as SaveGuidePageAnswer;
      if (!answer.ok && answer.reason === 'offline') {
        set({ phase: 'saving', saved: record.saved, total: record.total, bytes: record.bytes, waiting: true, update: record.update });
        await networkBack();
        continue;
      }
      if (!answer.ok && answer.reason === 'closed') return set({ phase: 'failed' });
      record.pending.shift();
      if (answer.ok) {
        record.saved += 1;
        record.bytes += answer.bytes;
        if (answer.fetched) changed += 1;
      }
      if (!(await writeTripGuide(record))) return set({ phase: 'failed' });
    }
    const done = { ...record, doneAt: new Date().toISOString() };
    await writeTripGuide(done);
    set({ phase: 'done', total: done.saved, bytes: done.bytes, update: done.update, changed });
  } catch {
    set({ phase: 'failed' });
  } finally {
    running = false;
  }
}

/** Resolves when the browser says the network is back, or after a while (it does not always say). */
function networkBack(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, navigator.onLine ? 3000 : 15_000);
    window.addEventListener('online', done);
  });
}

/** Back to the start (the panel closed). A save under way goes on. */
export function closeTripGuide(): void {
  if (!running) set({ phase: 'idle' });
}
