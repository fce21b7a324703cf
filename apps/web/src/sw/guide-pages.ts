// The saved guide pages: what the service worker (sw/guide-offline-worker.ts) and the page
// (features/guide/saved-pages.ts) agree on. Pure, so both can import it and Vitest can test it.

/** The one cache that holds saved guide pages and whose member they are; deleted at sign-out. */
export const savedPagesCache = 'guidepass-guide-pages-v1';

/**
 * The path segment that stands where the pass stands in /guide/<pass>/…: the frame opens /guide/saved/ when no
 * pass can be had (offline), and the worker answers it from the cache only. Saved pages are kept under this
 * segment too, so a cache key never holds a pass and a new pass finds the pages an older one saved.
 */
export const savedSegment = 'saved';

/** The frame's address for the saved start page. */
export const savedStartPath = `/guide/${savedSegment}/`;

/** Where, in the cache, the member and the end of their membership are kept (outside /guide, so never a page). */
export const ownerRecordPath = '/__guidepass/saved-pages-owner';

/** Whose pages the cache holds and until when they may open: the membership end this device last saw. */
export interface SavedPagesOwner {
  member: string;
  endsAt: string;
}

/** A /guide/<segment>/<rest> address: the segment (a pass, or `saved`) and the guide's own path after it. */
export interface GuideAddress {
  segment: string;
  /** The path after the segment, with the query: '' is the start page. */
  rest: string;
}

/** Reads a guide address; null for anything else (the bare /guide/, /api, the app's own pages). */
export function parseGuideAddress(url: URL): GuideAddress | null {
  const match = /^\/guide\/([^/]+)\/(.*)$/s.exec(url.pathname);
  if (!match) return null;
  const [, segment = '', rest = ''] = match;
  return { segment, rest: `${rest}${url.search}` };
}

/** The cache key of a guide page: the same page under any pass has the same key, and no key carries a pass. */
export function savedPageKey(origin: string, address: GuideAddress): string {
  return `${origin}/guide/${savedSegment}/${address.rest}`;
}

/** Whether saved pages may open at `now`: only for an owner whose membership had not ended by then. */
export function savedPagesOpen(owner: SavedPagesOwner | null, now: Date): boolean {
  if (owner === null) return false;
  const endsAt = Date.parse(owner.endsAt);
  return Number.isFinite(endsAt) && endsAt > now.getTime();
}

/** Reads an owner record as stored; null when it is missing or not one. */
export function parseOwner(value: unknown): SavedPagesOwner | null {
  if (typeof value !== 'object' || value === null) return null;
  const { member, endsAt } = value as Record<string, unknown>;
  return typeof member === 'string' && typeof endsAt === 'string' ? { member, endsAt } : null;
}

/**
 * The styles, icons and images a saved page needs, as its HTML names them (relative or absolute), in order and
 * once each. The live guide runs in an opaque origin, whose own requests never reach the service worker, so the
 * worker fetches these itself when it keeps the page.
 */
export function subresourceRefs(html: string): string[] {
  const refs = new Set<string>();
  for (const match of html.matchAll(/<(link|img)\b[^>]*>/gi)) {
    const tag = match[0];
    const name = (match[1] ?? '').toLowerCase();
    if (name === 'link' && !/^(stylesheet|icon|shortcut icon|apple-touch-icon)$/i.test(attribute(tag, 'rel') ?? '')) continue;
    const ref = attribute(tag, name === 'link' ? 'href' : 'src');
    if (ref && !/^(data|blob|javascript):/i.test(ref)) refs.add(ref);
  }
  return [...refs];
}

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  const value = match?.[1] ?? match?.[2] ?? match?.[3];
  return value === undefined ? null : value.trim().replace(/&amp;/g, '&');
}

/**
 * The policy a saved copy is shown under: the same origin as the app (so the service worker, which serves its
 * styles and images offline, controls it) but inert: no script, no form, nothing loaded from outside /guide/,
 * no navigation of the app. The live guide keeps its opaque-origin sandbox; its scripts do not run offline.
 */
export function savedCopyPolicy(origin: string): string {
  const guide = `${origin}/guide/`;
  return [
    'sandbox allow-same-origin',
    "default-src 'none'",
    `style-src ${guide} 'unsafe-inline'`,
    `img-src ${guide} data:`,
    `font-src ${guide}`,
    `media-src ${guide}`,
    "form-action 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * The page's message asking the worker to keep guide pages opened before it was active (a device's very first visit:
 * the frame's first page loaded while the worker was still installing, so no fetch event saw it).
 */
export const keepOpenedPagesMessage = 'KEEP_OPENED_GUIDE_PAGES';

/** The guide addresses (with their pass) such a message asks to keep; none for any other message or address. */
export function openedPagesToKeep(data: unknown, origin: string): URL[] {
  if (typeof data !== 'object' || data === null) return [];
  const { type, paths } = data as Record<string, unknown>;
  if (type !== keepOpenedPagesMessage || !Array.isArray(paths)) return [];
  return paths
    .filter((path): path is string => typeof path === 'string' && path.startsWith('/'))
    .slice(0, 10)
    .map((path) => new URL(path, origin))
    .filter((url) => url.origin === origin && parseGuideAddress(url) !== null && parseGuideAddress(url)!.segment !== savedSegment);
}
