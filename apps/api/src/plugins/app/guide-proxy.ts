import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { messages } from '@guidepass/domain/messages';
import { sendBackToAppPage } from '../../lib/back-to-app-page.ts';
import { callerFromPurposeCookie, guideCookie } from '../../services/purpose-cookies.ts';
import { membershipActiveNow } from '../../repositories/users-repository.ts';

/** Whether the guide cookie belongs to a live session of a member whose membership is active right now. */
async function mayReadGuide(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const caller = await callerFromPurposeCookie(app, request, guideCookie);
  return caller !== null && (await membershipActiveNow(app.db, caller.id));
}

/**
 * GET /guide/*: the hosted guide at GUIDE_URL, proxied only while the guide cookie and the membership are valid.
 * Without GUIDE_URL nothing is proxied (routes/guide/guide-pages.ts answers instead).
 */
export default fp(
  async function guideProxy(app) {
    const guideUrl = app.config.guideUrl;
    if (!guideUrl) return;
    const upstream = new URL(guideUrl);
    await app.register(httpProxy, {
      upstream: upstream.origin,
      // With the trailing slash the proxy leaves the bare /guide to routes/guide/guide-pages.ts.
      prefix: '/guide/',
      rewritePrefix: upstream.pathname.endsWith('/') ? upstream.pathname : `${upstream.pathname}/`,
      httpMethods: ['GET', 'HEAD'],
      preHandler: async (request, reply) => {
        if (!(await mayReadGuide(app, request))) return sendBackToAppPage(reply, app.config.appUrl, 403, messages.guideNeedsMembership);
      },
      replyOptions: {
        rewriteHeaders: (headers) => {
          const { 'set-cookie': _dropped, ...rest } = headers;
          // Member-only content: never stored by the browser, a proxy or the service worker.
          return { ...rest, 'cache-control': 'private, no-store' };
        },
      },
    });
  },
  { name: 'guide-proxy', dependencies: ['db', 'cookie', 'jwt'] },
);
