import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { RateLimited } from '../errors.ts';

/**
 * Two limits for an account route: per client IP (before the body is read) and per e-mail address named in the
 * body (so one address cannot be hammered from many IPs). Built on `createRateLimit` because the plugin's own
 * hook runs at most once per request. When Redis cannot answer, the same limits apply per process.
 * Spread into the route's options: `{ schema, ...authRateLimits(app, 'login') }`.
 */
export function authRateLimits(app: FastifyInstance, route: string): { onRequest: onRequestHookHandler; preHandler: preHandlerHookHandler } {
  const { windowSeconds, authPerIp, authPerEmail } = app.config.rateLimit;
  const timeWindow = windowSeconds * 1000;
  const fallback = app.localRateLimiter;

  const ipKey = (request: FastifyRequest) => `${route}:ip:${request.ip}`;
  const emailKey = (request: FastifyRequest) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return `${route}:email:${typeof email === 'string' ? email.trim().toLowerCase() : '-'}`;
  };
  const limit = (key: (request: FastifyRequest) => string, max: number) => {
    const shared = app.createRateLimit({ max, timeWindow, keyGenerator: key });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      let allowed: boolean;
      let retryAfter: number;
      try {
        const result = await shared(request);
        allowed = result.isAllowed || !result.isExceeded;
        retryAfter = result.isAllowed ? 0 : result.ttlInSeconds;
      } catch (error) {
        request.log.warn({ err: error, route }, 'rate-limit store unavailable; limiting per process');
        const local = fallback.hit(key(request), max, timeWindow);
        allowed = local.allowed;
        retryAfter = local.retryAfterSeconds;
      }
      if (!allowed) {
        reply.header('retry-after', String(retryAfter));
        throw new RateLimited();
      }
    };
  };
  return { onRequest: limit(ipKey, authPerIp), preHandler: limit(emailKey, authPerEmail) };
}
