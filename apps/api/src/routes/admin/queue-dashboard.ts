import type { FastifyInstance } from 'fastify';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { pageText } from '@guidepass/texts/en/page-text';
import { appAdminPath } from '../../lib/platform/admin-page.ts';

/**
 * On a phone the dashboard's tab rows scroll sideways behind a fade, so tabs look cut off: below 40rem they wrap
 * instead. The dashboard's class names carry a build hash, hence the prefix selectors.
 */
const narrowScreens = `@media (max-width:40rem){
[class*="statusTabs-"],[class*="tabActions-"]{flex-wrap:wrap!important;overflow:visible!important;-webkit-mask-image:none!important;mask-image:none!important}
[class*="statusTabs-"]{flex-basis:100%!important}
:has(>[class*="statusTabs-"]){flex-wrap:wrap!important}
}`;

/**
 * The BullMQ dashboard at /admin/queues. Encapsulated on purpose (no fastify-plugin): autoloaded inside the admin
 * area, behind that area's guard (autohooks.ts), and its relaxed CSP stays confined to it.
 */
export default async function queueDashboard(app: FastifyInstance) {
  const board = new FastifyAdapter();
  board.setBasePath('/admin/queues');
  createBullBoard({
    queues: app.queues.all.map((queue) => new BullMQAdapter(queue, { readOnlyMode: false })),
    serverAdapter: board,
    options: { uiConfig: { boardTitle: pageText.queuesTitle, miscLinks: [{ text: pageText.backToAdmin, url: `${app.config.appUrl}${appAdminPath}` }] } },
  });
  // The dashboard's own bundle needs inline styles and scripts.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'");
    const html = typeof payload === 'string' && String(reply.getHeader('content-type')).startsWith('text/html');
    return html ? payload.replace('</head>', `<style id="guidepass-narrow">${narrowScreens}</style></head>`) : payload;
  });
  await app.register(board.registerPlugin(), { prefix: '/queues' });
}
