import { ownerRecordPath, parseOwner, savedPagesCache } from '../../sw/guide-pages.ts';
import type { SavedPagesOwner } from '../../sw/guide-pages.ts';

// The page's side of the saved guide pages (the service worker's side is sw/guide-offline-worker.ts): it says
// whose pages the cache holds and until when they may open, and deletes them. The page uses CacheStorage itself
// rather than messaging the worker, so a sign-out deletes the pages even while no worker runs.

const available = () => typeof caches !== 'undefined';

/**
 * The latest change to the cache's owner, run one after another so a delete and a record never interleave. The
 * guide frame waits for it (savedPagesSettled): the service worker keeps a page only for a recorded owner, so a
 * frame opened before the record was written would lose the first page the member reads.
 */
let latestChange: Promise<void> = Promise.resolve();

function change(work: () => Promise<void>): Promise<void> {
  const next = latestChange.then(work);
  latestChange = next.catch(() => {});
  return next;
}

/** Settles once the owner changes asked for so far are written (or have failed: nothing waits on a broken cache). */
export function savedPagesSettled(): Promise<void> {
  return latestChange;
}

/** Deletes every saved guide page and the owner record (sign-out, membership over, another member). */
export function deleteSavedPages(): Promise<void> {
  return change(async () => {
    if (available()) await caches.delete(savedPagesCache);
  });
}

/**
 * Records that the cache belongs to `owner` until `owner.endsAt` (the end of the membership as this device last
 * saw it). Pages of another member, or of nobody, are deleted first.
 */
export function keepSavedPagesFor(owner: SavedPagesOwner): Promise<void> {
  return change(() => recordOwner(owner));
}

async function recordOwner(owner: SavedPagesOwner): Promise<void> {
  if (!available()) return;
  const key = new URL(ownerRecordPath, location.origin).href;
  const exists = await caches.has(savedPagesCache);
  const previous = exists ? await readOwner(key) : null;
  if (previous?.member === owner.member && previous.endsAt === owner.endsAt) return;
  // Pages with no owner (kept by a request that outlived a sign-out) or another member's go first.
  if (exists && previous?.member !== owner.member) await caches.delete(savedPagesCache);
  const cache = await caches.open(savedPagesCache);
  await cache.put(key, new Response(JSON.stringify(owner), { headers: { 'content-type': 'application/json' } }));
}

async function readOwner(key: string): Promise<SavedPagesOwner | null> {
  const record = await (await caches.open(savedPagesCache)).match(key);
  return record ? parseOwner(await record.json().catch(() => null)) : null;
}
