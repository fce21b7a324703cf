import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { RateLimited } from '../../errors.ts';

/** Registers the limiter with the shared Redis store; routes opt in with `app.rateLimit(...)` hooks. */
export default fp(
  async function rateLimiting(app) {
    await app.register(rateLimit, {
      global: false,
      redis: app.redis,
      nameSpace: `${app.config.queuePrefix}:rate:`,
      errorResponseBuilder: () => new RateLimited(),
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
