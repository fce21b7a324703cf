import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { RateLimited } from '../errors.ts';

/**
 * Two limits for an account route: per client IP (before the body is read) and per e-mail address named in the
 * body (so one address cannot be hammered from many IPs). Built on `createRateLimit` because the plugin's own
 * hook runs at most once per request.
 */
export function authRateLimits(app: FastifyInstance, route: string): { onRequest: onRequestHookHandler; preHandler: preHandlerHookHandler } {
  const { windowSeconds, authPerIp, authPerEmail } = app.config.rateLimit;
  const timeWindow = windowSeconds * 1000;
  const perIp = app.createRateLimit({ max: authPerIp, timeWindow, keyGenerator: (request: FastifyRequest) => `${route}:ip:${request.ip}` });
  const perEmail = app.createRateLimit({
    max: authPerEmail,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${route}:email:${typeof email === 'string' ? email.trim().toLowerCase() : '-'}`;
    },
  });
  const enforce = (check: typeof perIp) => async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new RateLimited();
    }
  };
  return { onRequest: enforce(perIp), preHandler: enforce(perEmail) };
}
