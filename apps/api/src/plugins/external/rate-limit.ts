import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { RateLimited } from '../../errors.ts';
import { createLocalRateLimiter } from '../../lib/platform/local-rate-limiter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the per-process counter account routes fall back to while Redis cannot answer */
    localRateLimiter: ReturnType<typeof createLocalRateLimiter>;
  }
}

/** Registers the limiter with the shared Redis store; routes opt in with `app.rateLimit(...)` hooks. */
export default fp(
  async function rateLimiting(app) {
    await app.register(rateLimit, {
      global: false,
      redis: app.redis,
      nameSpace: `${app.config.queuePrefix}:rate:`,
      errorResponseBuilder: () => new RateLimited(),
    });
    app.decorate('localRateLimiter', createLocalRateLimiter());
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
