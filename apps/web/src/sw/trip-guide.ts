// Saving the whole guide for a trip (product.md §21): what the page (features/guide/trip-guide/) and the service
// worker (sw/trip-guide-worker.ts) agree on. Pure, so both import it and Vitest tests it. The saved pages are the
// pages saved by reading (guide-pages.ts): the same owned cache, so the same rules (gone at sign-out, closed after
// the membership end the device last saw, another account's deleted) hold without a second owner.

/** The message asking the worker to save one guide page (with its styles and images); answered on its port. */
export const saveGuidePageMessage = 'SAVE_GUIDE_PAGE';

/** At most this many pages and bytes are saved by one save (the proxy's sitemap gives no more pages). */
export const tripGuideLimits = { pages: 500, bytes: 200 * 1024 * 1024 } as const;

/** Where, in the saved pages' cache, the whole-guide save keeps its record (outside /guide, so never a page). */
export const tripGuideRecordPath = '/__guidepass/trip-guide';

export interface SaveGuidePageRequest {
  type: typeof saveGuidePageMessage;
  /** The page's address under the member's pass: /guide/<pass>/<rest>. */
  path: string;
  /** Ask the guide whether the saved copy changed (ETag / Last-Modified) instead of keeping it as it is. */
  update: boolean;
}

/** The worker's answer: saved (fetched now or already), or why not. */
export type SaveGuidePageAnswer =
  | { ok: true; fetched: boolean; bytes: number }
  | { ok: false; reason: 'offline' | 'closed' | 'refused' };

/** The save as it stands, kept in the cache so a reload (or another tab) goes on from where it was. */
export interface TripGuideRecord {
  /** The guide paths (after the pass) still to save or check; empty once done. */
  pending: string[];
  total: number;
  saved: number;
  bytes: number;
  update: boolean;
  doneAt: string | null;
}

/** Reads a save request as posted; null for any other message or an address outside the guide's passes. */
export function parseSaveRequest(data: unknown): SaveGuidePageRequest | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, path, update } = data as Record<string, unknown>;
  if (type !== saveGuidePageMessage || typeof path !== 'string' || !/^\/guide\/[^/]+\/[^#]*$/.test(path)) return null;
  if (path.startsWith('/guide/saved/')) return null;
  return { type, path, update: update === true };
}

export function parseTripGuideRecord(value: unknown): TripGuideRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const numbers = [record.total, record.saved, record.bytes].every((n) => typeof n === 'number' && Number.isFinite(n));
  if (!numbers || !Array.isArray(record.pending) || !record.pending.every((p) => typeof p === 'string')) return null;
  return {
    pending: record.pending as string[],
    total: record.total as number,
    saved: record.saved as number,
    bytes: record.bytes as number,
    update: record.update === true,
    doneAt: typeof record.doneAt === 'string' ? record.doneAt : null,
  };
}

/** The page paths (after the pass) a sitemap mapped by the proxy lists, in order, at most tripGuideLimits.pages. */
export function sitemapPagePaths(xml: string, passPrefix: string, origin: string): string[] {
  const paths: string[] = [];
  for (const match of xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>/g)) {
    const address = (match[1] ?? '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      continue;
    }
    if (url.origin !== origin || !url.pathname.startsWith(passPrefix)) continue;
    paths.push(`${url.pathname.slice(passPrefix.length)}${url.search}`);
  }
  return [...new Set(paths)].slice(0, tripGuideLimits.pages);
}
