import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { guidePages } from './guide-pages.ts';
import { guidePhoto } from './guide-photos.ts';
import { guidePlaces } from './guide-places.ts';
import { guideUpdatedAt, sitemapIndex, sitemapOf } from './guide-sitemap.ts';
import { guideProbeRoutes } from './guide-probes.ts';
import { guideLogo } from './guide-logo.ts';
import { guideStylesheet } from './guide-styles.ts';
import { renderGuideArticle, renderGuideHome, renderGuideNotFound } from './guide-views.ts';

/**
 * A static site: cacheable, unlike the sandbox's own pages, like the real guide the product proxies. Every file has
 * an ETag and a Last-Modified, and a request that names the current one is answered 304 with no body.
 */
function sendStatic(reply: FastifyReply, contentType: string, content: string, statusCode = 200): FastifyReply {
  const etag = `"${createHash('sha1').update(content).digest('base64url')}"`;
  reply.header('etag', etag).header('last-modified', guideUpdatedAt.toUTCString());
  const request = reply.request as FastifyRequest;
  const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
  const unchanged = request.headers['if-none-match'] !== undefined
    ? request.headers['if-none-match'].split(/\s*,\s*/).includes(etag)
    : Number.isFinite(since) && since >= guideUpdatedAt.getTime();
  if (statusCode === 200 && unchanged) return reply.code(304).send();
  return reply
    .code(statusCode)
    .header('content-type', contentType)
    .header('cache-control', 'public, max-age=300')
    .header('content-security-policy', "script-src 'none'; object-src 'none'; base-uri 'none'")
    .send(content);
}

const htmlType = 'text/html; charset=utf-8';
const sitemapEntry = (page: { slug: string }) => ({ path: page.slug, image: `photos/${page.slug}.svg` });
const xmlType = 'application/xml; charset=utf-8';

/** The site's own absolute address, as the request reached it (a sitemap lists absolute addresses). */
const siteBase = (request: FastifyRequest, prefix: string) => `${request.protocol}://${request.headers.host ?? 'localhost'}${prefix}/`;

/** A sample Botswana travel guide; every link is relative, so it can be served under any path prefix. */
export const guideSiteRoutes: FastifyPluginAsync = async (app) => {
  const allPages = [...guidePages, ...guidePlaces];
  const home = renderGuideHome(allPages);
  const articles = new Map(allPages.map((page) => [page.slug, renderGuideArticle(page)]));
  // Drawn when first asked for (about 6 MB in all, which most runs never read), then kept.
  const photoSlugs = new Set(allPages.map((page) => page.slug));
  const photos = new Map<string, string>();
  const photoOf = (slug: string) => {
    if (!photoSlugs.has(slug)) return undefined;
    if (!photos.has(slug)) photos.set(slug, guidePhoto(slug));
    return photos.get(slug);
  };
  const notFound = renderGuideNotFound();

  // Without the trailing slash the relative links would resolve one level too high.
  app.get('', { prefixTrailingSlash: 'no-slash' }, async (_request, reply) => reply.redirect(`${app.prefix}/`, 301));
  app.get('/', { prefixTrailingSlash: 'slash' }, async (_request, reply) => sendStatic(reply, htmlType, home));
  app.get('/styles.css', async (_request, reply) => sendStatic(reply, 'text/css; charset=utf-8', guideStylesheet));
  app.get('/logo.svg', async (_request, reply) => sendStatic(reply, 'image/svg+xml', guideLogo));
  app.get('/sitemap.xml', async (request, reply) =>
    sendStatic(reply, xmlType, sitemapIndex(siteBase(request, app.prefix), ['sitemap-parks.xml', 'sitemap-places.xml'])));
  app.get('/sitemap-parks.xml', async (request, reply) =>
    sendStatic(reply, xmlType, sitemapOf(siteBase(request, app.prefix), [{ path: '' }, ...guidePages.map(sitemapEntry)])));
  app.get('/sitemap-places.xml', async (request, reply) =>
    sendStatic(reply, xmlType, sitemapOf(siteBase(request, app.prefix), guidePlaces.map(sitemapEntry))));
  app.get<{ Params: { file: string } }>('/photos/:file', async (request, reply) => {
    const photo = request.params.file.endsWith('.svg') ? photoOf(request.params.file.slice(0, -4)) : undefined;
    return photo ? sendStatic(reply, 'image/svg+xml', photo) : sendStatic(reply, htmlType, notFound, 404);
  });
  await app.register(guideProbeRoutes);
  app.get<{ Params: { slug: string } }>('/:slug', async (request, reply) => {
    const article = articles.get(request.params.slug);
    return article
      ? sendStatic(reply, htmlType, article)
      : sendStatic(reply, htmlType, notFound, 404);
  });
};
