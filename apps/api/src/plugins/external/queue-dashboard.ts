import type { FastifyInstance } from 'fastify';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';

/**
 * The BullMQ dashboard at /admin/queues. Encapsulated on purpose (no fastify-plugin): routes/index.ts registers it
 * inside the admin area, behind that area's guard, and its relaxed CSP stays confined to it.
 */
export default async function queueDashboard(app: FastifyInstance) {
  const board = new FastifyAdapter();
  board.setBasePath('/admin/queues');
  createBullBoard({ queues: app.queues.all.map((queue) => new BullMQAdapter(queue, { readOnlyMode: false })), serverAdapter: board });
  // The dashboard's own bundle needs inline styles and scripts.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'");
  });
  await app.register(board.registerPlugin(), { prefix: '/queues' });
}
