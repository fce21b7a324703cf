import type { FastifyInstance } from 'fastify';
import { pageText } from '@guidepass/texts/en/page-text';
import { sendBackToAppPage } from '../../lib/guide/back-to-app-page.ts';

/** GET /guide goes to /guide/; while no GUIDE_URL is set, GET /guide/* says so (otherwise plugins/app/guide-proxy.ts answers it). */
export default async function guidePages(app: FastifyInstance) {
  app.get('/', { prefixTrailingSlash: 'no-slash' }, (_request, reply) => reply.redirect('/guide/'));
  if (!app.config.guideUrl) {
    app.get('/*', (_request, reply) => sendBackToAppPage(reply, app.config.appUrl, 503, pageText.guideNotConfigured));
  }
}
