import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { messages } from '@guidepass/domain/messages';
import { callerFromPurposeCookie } from '../../services/purpose-cookies.ts';
import { membershipActiveNow } from '../../repositories/users-repository.ts';
import { guideCookie } from './guide-session.ts';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function backToApp(app: FastifyInstance, reply: FastifyReply, status: number, text: string) {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>guidepass</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:24px;line-height:1.5}a{display:inline-block;padding:12px 20px;min-height:44px;box-sizing:border-box;background:#0b6e4f;color:#fff;border-radius:8px;text-decoration:none}</style></head>
<body><p>${escape(text)}</p><p><a href="${escape(app.config.appUrl)}/" target="_top">Back to guidepass</a></p></body></html>`;
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}

/** Whether the guide cookie belongs to a live session of a member whose membership is active right now. */
async function mayReadGuide(app: FastifyInstance, request: FastifyRequest): Promise<boolean> {
  const caller = await callerFromPurposeCookie(app, request, guideCookie);
  return caller !== null && (await membershipActiveNow(app.db, caller.id));
}

/** GET /guide/*: the hosted guide, proxied only while the guide cookie and the membership are valid. */
export default async function guideProxy(app: FastifyInstance) {
  const guideUrl = app.config.guideUrl;
  app.get('/guide', (_request, reply) => reply.redirect('/guide/'));
  if (!guideUrl) {
    app.get('/guide/*', (_request, reply) => backToApp(app, reply, 503, 'The guide is not configured on this server.'));
    return;
  }
  const upstream = new URL(guideUrl);
  await app.register(httpProxy, {
    upstream: upstream.origin,
    // With the trailing slash the proxy leaves the bare /guide to the redirect above.
    prefix: '/guide/',
    rewritePrefix: upstream.pathname.endsWith('/') ? upstream.pathname : `${upstream.pathname}/`,
    httpMethods: ['GET', 'HEAD'],
    preHandler: async (request, reply) => {
      if (!(await mayReadGuide(app, request))) return backToApp(app, reply, 403, messages.guideNeedsMembership);
    },
    replyOptions: {
      rewriteHeaders: (headers) => {
        const { 'set-cookie': _dropped, ...rest } = headers;
        // Member-only content: never stored by the browser, a proxy or the service worker.
        return { ...rest, 'cache-control': 'private, no-store' };
      },
    },
  });
}
