import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { guidePages } from './guide-pages.ts';
import { guideProbeRoutes } from './guide-probes.ts';
import { guideLogo } from './guide-logo.ts';
import { guideStylesheet } from './guide-styles.ts';
import { renderGuideArticle, renderGuideHome, renderGuideNotFound } from './guide-views.ts';

/** A static site: cacheable, unlike the sandbox's own pages, like the real guide the product proxies. */
function sendStatic(reply: FastifyReply, contentType: string, content: string, statusCode = 200): FastifyReply {
  return reply
    .code(statusCode)
    .header('content-type', contentType)
    .header('cache-control', 'public, max-age=300')
    .header('content-security-policy', "script-src 'none'; object-src 'none'; base-uri 'none'")
    .send(content);
}

const htmlType = 'text/html; charset=utf-8';

/** A sample Botswana travel guide; every link is relative, so it can be served under any path prefix. */
export const guideSiteRoutes: FastifyPluginAsync = async (app) => {
  const home = renderGuideHome(guidePages);
  const articles = new Map(guidePages.map((page) => [page.slug, renderGuideArticle(page)]));
  const notFound = renderGuideNotFound();

  // Without the trailing slash the relative links would resolve one level too high.
  app.get('', { prefixTrailingSlash: 'no-slash' }, async (_request, reply) => reply.redirect(`${app.prefix}/`, 301));
  app.get('/', { prefixTrailingSlash: 'slash' }, async (_request, reply) => sendStatic(reply, htmlType, home));
  app.get('/styles.css', async (_request, reply) => sendStatic(reply, 'text/css; charset=utf-8', guideStylesheet));
  app.get('/logo.svg', async (_request, reply) => sendStatic(reply, 'image/svg+xml', guideLogo));
  await app.register(guideProbeRoutes);
  app.get<{ Params: { slug: string } }>('/:slug', async (request, reply) => {
    const article = articles.get(request.params.slug);
    return article
      ? sendStatic(reply, htmlType, article)
      : sendStatic(reply, htmlType, notFound, 404);
  });
};
