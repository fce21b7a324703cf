import { savedPagesCache } from '../sw/guide-pages.ts';

/**
 * Whether this device holds guide pages saved for offline reading (features/guide/saved-pages.ts keeps their owner,
 * sw/guide-offline-worker.ts the pages): a sign-out deletes them, so offline it asks first (product.md §14).
 * Here rather than in the guide feature because every Sign Out button asks it. False where nothing can be known.
 */
export async function hasSavedGuidePages(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  try {
    if (!(await caches.has(savedPagesCache))) return false;
    const keys = await (await caches.open(savedPagesCache)).keys();
    return keys.some((request) => new URL(request.url).pathname.startsWith('/guide/'));
  } catch {
    return false;
  }
}
