import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis;
  }
}

/**
 * The API's Redis client fails fast: no offline queue and one retry per command, so a request whose work needs
 * Redis answers 503 at once instead of hanging while Redis is down.
 */
export default fp(async function redis(app) {
  const client = new Redis(app.config.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    lazyConnect: true,
  });
  client.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
  await client.connect().catch((error) => app.log.error({ err: error }, 'redis not reachable at start; will keep retrying'));
  app.decorate('redis', client);
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
}, { name: 'redis' });
