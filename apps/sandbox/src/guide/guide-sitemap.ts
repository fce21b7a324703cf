/*
 * The guide's sitemap as sitemaps.org describes it: /sitemap.xml is an index of two sitemaps (the parks with the home
 * page, and the places), so a reader of the index is exercised as well as a reader of one list. Absolute addresses,
 * as the protocol wants, built from the address the site is asked at.
 */
const namespace = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const imageNamespace = 'http://www.google.com/schemas/sitemap-image/1.1';

/** The day the sample guide was last changed, shown as each page's lastmod and Last-Modified. */
export const guideUpdatedAt = new Date('2026-11-01T08:00:00Z');

const lastmod = guideUpdatedAt.toISOString().slice(0, 10);
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function sitemapIndex(base: string, files: string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(`${base}${file}`)}</loc><lastmod>${lastmod}</lastmod></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${namespace}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** A urlset; a page's photo is named with the image extension most sitemaps use (Google's sitemap-image). */
export function sitemapOf(base: string, pages: { path: string; image?: string }[]): string {
  const entries = pages.map(({ path, image }) => {
    const photo = image === undefined ? '' : `<image:image><image:loc>${escapeXml(`${base}${image}`)}</image:loc></image:image>`;
    return `<url><loc>${escapeXml(`${base}${path}`)}</loc><lastmod>${lastmod}</lastmod>${photo}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${namespace}" xmlns:image="${imageNamespace}">\n${entries.join('\n')}\n</urlset>\n`;
}
