import fp from 'fastify-plugin';

/** Areas whose answers carry tokens, profiles or account data: never to be kept by a browser or a shared cache. */
const privateAreas = ['/auth', '/api', '/admin'];

/** Sets `Cache-Control: no-store` on every answer in those areas, errors included. */
export default fp(
  async function noStore(app) {
    app.addHook('onSend', async (request, reply) => {
      const path = request.url.split('?', 1)[0]!;
      if (privateAreas.some((area) => path === area || path.startsWith(`${area}/`))) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'no-store' },
);
