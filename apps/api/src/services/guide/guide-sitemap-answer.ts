import type { FastifyReply } from 'fastify';
import { messages } from '@guidepass/domain/messages';
import { sendBackToAppPage } from '../../lib/guide/back-to-app-page.ts';
import { mappedSitemapXml, readGuideSitemap } from './guide-sitemap.ts';

/**
 * Answers GET /guide/<pass>/sitemap.xml (the pass already checked by plugins/app/guide-proxy.ts): the guide's pages
 * under this pass, with how many and how big in headers the app reads before saving (guide-sitemap-pages,
 * guide-sitemap-bytes, guide-sitemap-left-out). Never cached: the addresses carry the pass.
 */
export async function sendGuideSitemap(reply: FastifyReply, guideUrl: string, appUrl: string, passPrefix: string): Promise<FastifyReply> {
  const sitemap = await readGuideSitemap(guideUrl);
  if (sitemap === null) return sendBackToAppPage(reply, appUrl, 404, messages.guideHasNoSitemap);
  return reply
    .code(200)
    .header('content-type', 'application/xml; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('guide-sitemap-pages', String(sitemap.pages.length))
    .header('guide-sitemap-bytes', String(sitemap.bytes))
    .header('guide-sitemap-left-out', String(sitemap.leftOut))
    .send(mappedSitemapXml(sitemap, new URL(appUrl).origin, passPrefix));
}
