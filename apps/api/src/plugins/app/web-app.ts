import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { requestMessages } from '../../lib/platform/request-messages.ts';
import { sendError } from './error-handler.ts';
import { firstViewPages } from '@guidepass/domain/first-view';
import { pagePolicy } from '../../lib/platform/security-headers.ts';
import { readFirstViewTemplates } from '../../lib/platform/first-view-page.ts';
import { referralPageRoute } from '../../services/salespeople/referral-page.ts';

const apiPrefixes = ['/api/', '/auth/', '/webhooks/', '/guide/', '/docs', '/admin/', '/metrics'];

/**
 * Serves the built web app from one origin with the API. Unknown GETs outside the API answer the app's
 * index.html (it has no router: the view comes from the path and query); everything else gets a JSON 404.
 * index.html is the prerendered sign-up form (product.md §19); `/?ref=CODE` gets it with the salesperson's name.
 */
export default fp(async function webApp(app, options: { root: string }) {
  const hasWeb = existsSync(path.join(options.root, 'index.html'));
  if (!hasWeb) app.log.warn({ root: options.root }, 'no built web app found; serving the API only');
  else {
    const templates = readFirstViewTemplates(options.root);
    // The prerendered pages carry the build's inline scripts: their policy allows exactly those.
    const policy = pagePolicy(templates.scriptHashes);
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: true,
      index: ['index.html'],
      // The web build writes .br and .gz beside each text asset.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        if (filePath.endsWith('.html')) res.header('content-security-policy', policy);
      },
    });
    // Only ever sent filled in, by the route below.
    app.get(`/${firstViewPages.referral}`, (request, reply) => sendError(reply, 404, 'route-not-found', requestMessages(request).notFound));
    await app.register(referralPageRoute, { templates, policy });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !apiPrefixes.some((p) => request.url.startsWith(p));
    if (hasWeb && isPage && request.headers.accept?.includes('text/html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, 404, 'route-not-found', requestMessages(request).notFound);
  });
});
