import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { hashSecret } from '@guidepass/domain/email-token';
import { RateLimited } from '../../errors.ts';

/** What a request is limited by; null when it has no such subject (then only the other limits apply). */
export type LimitKey = (request: FastifyRequest) => string | null;

/**
 * A hook allowing `max` requests per window for each key. Built on `createRateLimit` because the plugin's own hook
 * runs at most once per request. When Redis cannot answer, the same limit applies per process. Past the limit it
 * answers `refuse()` (429 `rate-limited` unless a route has its own reason) with Retry-After.
 */
export function rateLimitHook(app: FastifyInstance, route: string, key: LimitKey, max: number, refuse: () => Error = () => new RateLimited()) {
  const timeWindow = app.config.rateLimit.windowSeconds * 1000;
  const fallback = app.localRateLimiter;
  const shared = app.createRateLimit({ max, timeWindow, keyGenerator: (request) => key(request) ?? '' });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const subject = key(request);
    if (subject === null) return;
    let allowed: boolean;
    let retryAfter: number;
    try {
      const result = await shared(request);
      allowed = result.isAllowed || !result.isExceeded;
      retryAfter = result.isAllowed ? 0 : result.ttlInSeconds;
    } catch (error) {
      request.log.warn({ err: error, route }, 'rate-limit store unavailable; limiting per process');
      const local = fallback.hit(subject, max, timeWindow);
      allowed = local.allowed;
      retryAfter = local.retryAfterSeconds;
    }
    if (!allowed) {
      reply.header('retry-after', String(retryAfter));
      throw refuse();
    }
  };
}

/**
 * Whom an account request is about: the e-mail address it names, or the hash of the link token it carries. Never a
 * key shared by everyone (a link request has no address), so one client's junk cannot block other people.
 */
function accountSubject(route: string): LimitKey {
  return (request) => {
    const body = request.body as { email?: unknown; token?: unknown } | undefined;
    if (typeof body?.email === 'string') return `${route}:email:${body.email.trim().toLowerCase()}`;
    if (typeof body?.token === 'string') return `${route}:token:${hashSecret(body.token)}`;
    return null;
  };
}

/**
 * Two limits for an account route: per client IP (before the body is read) and per account named in the body (so
 * one address cannot be hammered from many IPs). Spread into the route's options:
 * `{ schema, ...authRateLimits(app, 'login') }`.
 */
export function authRateLimits(app: FastifyInstance, route: string): { onRequest: onRequestHookHandler; preHandler: preHandlerHookHandler } {
  const { authPerIp, authPerEmail } = app.config.rateLimit;
  return {
    onRequest: rateLimitHook(app, route, (request) => `${route}:ip:${request.ip}`, authPerIp),
    preHandler: rateLimitHook(app, route, accountSubject(route), authPerEmail),
  };
}
