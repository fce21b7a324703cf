/*
 * The guide's sitemap for saving the whole guide (product.md §21): GUIDE_URL + sitemap.xml (sitemaps.org: a urlset,
 * or a sitemapindex of urlsets, one level), read by the server and answered with every address mapped to the proxy's
 * own path under the member's pass. Only addresses under GUIDE_URL are kept (another host, or another path of the same
 * host, is left out and never fetched); at most guideSitemapLimits.pages pages. The size a save will take is measured
 * here (HEAD of each page and of the images the sitemap names, sitemaps' image extension), so the app can say it first.
 */

/** What one save may take: pages, sitemap files read, bytes of one sitemap file, the whole guide's bytes. */
export const guideSitemapLimits = { pages: 500, files: 50, fileBytes: 5 * 1024 * 1024, bytes: 200 * 1024 * 1024 } as const;

const askTimeoutMs = 10_000;
const headsAtOnce = 8;

export interface GuideSitemapEntry {
  /** The path under GUIDE_URL, with its query ('' is the start page). */
  rest: string;
  lastmod: string | null;
  images: string[];
}

export interface GuideSitemap {
  pages: GuideSitemapEntry[];
  /** Addresses left out: outside GUIDE_URL, or past the page limit. */
  leftOut: number;
  bytes: number;
}

const decode = (text: string) =>
  text.trim().replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

function blocks(xml: string, tag: string): string[] {
  return [...xml.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1] ?? '');
}

const firstOf = (xml: string, tag: string) => {
  const found = blocks(xml, tag)[0];
  return found === undefined ? null : decode(found);
};

/** The path under GUIDE_URL an address stands for; null for anything outside it. */
export function restUnderGuide(address: string, upstream: URL): string | null {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.origin !== upstream.origin || !url.pathname.startsWith(upstream.pathname) || url.username || url.password) return null;
  return `${url.pathname.slice(upstream.pathname.length)}${url.search}`;
}

async function readFile(url: string): Promise<string | null> {
  const answer = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(askTimeoutMs) }).catch(() => null);
  if (!answer || answer.status !== 200) return null;
  const length = Number(answer.headers.get('content-length') ?? 0);
  if (length > guideSitemapLimits.fileBytes) return null;
  const text = await answer.text().catch(() => null);
  return text !== null && text.length <= guideSitemapLimits.fileBytes ? text : null;
}

/** Reads the guide's sitemap (null when it has none); see the top of this file for what is kept. */
export async function readGuideSitemap(guideUrl: string): Promise<GuideSitemap | null> {
  const upstream = new URL(guideUrl.endsWith('/') ? guideUrl : `${guideUrl}/`);
  const top = await readFile(new URL('sitemap.xml', upstream).href);
  if (top === null) return null;
  let leftOut = 0;
  const files: string[] = [];
  if (/<sitemapindex\b/.test(top)) {
    for (const entry of blocks(top, 'sitemap')) {
      const loc = firstOf(entry, 'loc');
      if (loc !== null && restUnderGuide(loc, upstream) !== null && files.length < guideSitemapLimits.files) files.push(loc);
      else leftOut += 1;
    }
  }
  const urlsets = files.length > 0 ? await Promise.all(files.map(readFile)) : [/<urlset\b/.test(top) ? top : null];
  const pages = new Map<string, GuideSitemapEntry>();
  for (const urlset of urlsets) {
    for (const entry of urlset === null ? [] : blocks(urlset, 'url')) {
      const rest = restUnderGuide(firstOf(entry, 'loc') ?? '', upstream);
      if (rest === null || pages.size >= guideSitemapLimits.pages) {
        leftOut += 1;
        continue;
      }
      const images = blocks(entry, 'image:loc').map(decode).map((loc) => restUnderGuide(loc, upstream)).filter((image) => image !== null);
      pages.set(rest, { rest, lastmod: firstOf(entry, 'lastmod'), images });
    }
  }
  const list = [...pages.values()];
  return { pages: list, leftOut, bytes: await measure(upstream, list) };
}

/** The bytes of the pages and their images, as their HEAD answers say (an answer without a length counts 0). */
async function measure(upstream: URL, pages: GuideSitemapEntry[]): Promise<number> {
  const targets = [...new Set(pages.flatMap((page) => [page.rest, ...page.images]))];
  let bytes = 0;
  for (let start = 0; start < targets.length; start += headsAtOnce) {
    const lengths = await Promise.all(
      targets.slice(start, start + headsAtOnce).map(async (rest) => {
        const answer = await fetch(new URL(rest, upstream), { method: 'HEAD', signal: AbortSignal.timeout(askTimeoutMs) }).catch(() => null);
        return Number(answer?.headers.get('content-length') ?? 0) || 0;
      }),
    );
    bytes += lengths.reduce((sum, length) => sum + length, 0);
  }
  return bytes;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap as the member's app reads it: one urlset, every address the proxy's own under the pass. */
export function mappedSitemapXml(sitemap: GuideSitemap, appOrigin: string, passPrefix: string): string {
  const at = (rest: string) => escapeXml(`${appOrigin}${passPrefix}${rest}`);
  const entries = sitemap.pages.map((page) => {
    const lastmod = page.lastmod === null ? '' : `<lastmod>${escapeXml(page.lastmod)}</lastmod>`;
    const images = page.images.map((image) => `<image:image><image:loc>${at(image)}</image:loc></image:image>`).join('');
    return `<url><loc>${at(page.rest)}</loc>${lastmod}${images}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
${entries.join('\n')}
</urlset>
`;
}
