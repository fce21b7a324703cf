import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { messages } from '@guidepass/domain/messages';
import { sendBackToAppPage } from '../../lib/guide/back-to-app-page.ts';
import { guideAnswerHeaders, guideRequestHeaders } from '../../lib/guide/guide-proxy-headers.ts';
import { guidePassOpens, looksLikeGuidePass, splitGuideUrl } from '../../services/guide/guide-pass.ts';
import { sendGuideSitemap } from '../../services/guide/guide-sitemap-answer.ts';

/**
 * GET /guide/<pass>/*: the hosted guide at GUIDE_URL, proxied only while the pass (services/guide/guide-pass.ts), its
 * session and the membership are valid, and answered with a sandbox policy so it runs in an opaque origin.
 * /guide/ without a pass is refused; /guide/<pass> goes on to /guide/<pass>/ so the guide's relative links resolve
 * under the pass. Without GUIDE_URL nothing is proxied (routes/guide/guide-pages.ts answers instead).
 */
export default fp(
  async function guideProxy(app) {
    const guideUrl = app.config.guideUrl;
    if (!guideUrl) return;
    const upstream = new URL(guideUrl.endsWith('/') ? guideUrl : `${guideUrl}/`);
    await app.register(httpProxy, {
      upstream: upstream.origin,
      // With the trailing slash the proxy leaves the bare /guide to routes/guide/guide-pages.ts.
      prefix: '/guide/',
      rewritePrefix: upstream.pathname,
      httpMethods: ['GET', 'HEAD'],
      // GET and HEAD only: no bodies to pass through, so no body parsers of its own.
      proxyPayloads: false,
      internalRewriteLocationHeader: false,
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        const { pass, followed } = splitGuideUrl(request.url);
        if (!followed && looksLikeGuidePass(pass)) return reply.redirect(`/guide/${pass}/`);
        if (!followed || !(await guidePassOpens(app, pass))) {
          return sendBackToAppPage(reply, app.config.appUrl, 403, messages.guideNeedsMembership);
        }
        // The guide's page list for saving it whole, mapped under this pass (services/guide/guide-sitemap.ts).
        const rest = splitGuideUrl(request.url).rest;
        if (rest === '/guide/sitemap.xml') return sendGuideSitemap(reply, guideUrl, app.config.appUrl, `/guide/${pass}/`);
      },
      preRewrite: (url) => splitGuideUrl(url).rest,
      replyOptions: {
        rewriteRequestHeaders: (_request, headers) => guideRequestHeaders(headers),
        rewriteHeaders: (headers, request) => guideAnswerHeaders(headers, upstream, `/guide/${splitGuideUrl((request as FastifyRequest).url).pass}/`),
      },
    });
  },
  { name: 'guide-proxy', dependencies: ['db', 'jwt'] },
);
