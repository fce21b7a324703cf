import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

/** GET /healthz (the process answers) and GET /readyz (Postgres and Redis answer too). */
export default async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ data: { status: 'ok' } }));

  app.get('/readyz', async (request, reply) => {
    const [postgres, redis] = await Promise.all([
      sql`select 1`.execute(app.db).then(() => true, () => false),
      app.redis.ping().then(() => true, () => false),
    ]);
    const ready = postgres && redis;
    return reply.code(ready ? 200 : 503).send({ data: { status: ready ? 'ready' : 'not-ready', postgres, redis } });
  });
}
