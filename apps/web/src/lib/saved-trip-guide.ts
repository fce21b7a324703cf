import { ownerRecordPath, parseOwner, savedPagesCache, savedPagesOpen } from '../sw/guide-pages.ts';
import { parseTripGuideRecord, tripGuideRecordPath } from '../sw/trip-guide.ts';
import type { TripGuideRecord } from '../sw/trip-guide.ts';

/*
 * The whole guide saved for a trip (product.md §21), as the page reads and writes it: its record sits in the saved
 * pages' own cache (sw/guide-pages.ts), so whatever deletes or closes those pages (sign-out, another account, the
 * membership end this device last saw) takes the record with them. Here rather than in the guide feature because
 * My membership shows it too.
 */

const available = () => typeof caches !== 'undefined';
const recordKey = () => new URL(tripGuideRecordPath, location.origin).href;

/** The save's record while the saved pages may open; null when there is none or they may not. */
export async function readTripGuide(): Promise<TripGuideRecord | null> {
  if (!available() || !(await caches.has(savedPagesCache))) return null;
  const cache = await caches.open(savedPagesCache);
  const owner = await cache.match(new URL(ownerRecordPath, location.origin).href);
  if (!savedPagesOpen(owner ? parseOwner(await owner.json().catch(() => null)) : null, new Date())) return null;
  const record = await cache.match(recordKey());
  return record ? parseTripGuideRecord(await record.json().catch(() => null)) : null;
}

/** Writes the save's record, only into a cache that has an owner (never re-creating one deleted at sign-out). */
export async function writeTripGuide(record: TripGuideRecord): Promise<boolean> {
  if (!available() || !(await caches.has(savedPagesCache))) return false;
  const cache = await caches.open(savedPagesCache);
  if (!(await cache.match(new URL(ownerRecordPath, location.origin).href))) return false;
  await cache.put(recordKey(), new Response(JSON.stringify(record), { headers: { 'content-type': 'application/json' } }));
  return true;
}

/** "Remove": every saved guide page and the record go; the owner stays, so pages read from now on are kept again. */
export async function removeTripGuide(): Promise<void> {
  if (!available() || !(await caches.has(savedPagesCache))) return;
  const cache = await caches.open(savedPagesCache);
  const owner = new URL(ownerRecordPath, location.origin).pathname;
  for (const request of await cache.keys()) {
    if (new URL(request.url).pathname !== owner) await cache.delete(request);
  }
}
