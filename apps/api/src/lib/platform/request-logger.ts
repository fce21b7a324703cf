import pino from 'pino';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';

/** A request slower than this is logged whatever the level. */
export const slowRequestMs = 1_000;

/** A guide address carries the member's pass in its first segment (services/guide/guide-pass.ts): never log it. */
function maskGuidePass(url: string): string {
  return url.replace(/^\/guide\/[^/?]+/, '/guide/[pass]');
}

/**
 * The api's logger: secrets in headers redacted, guide passes masked in every logged address. Written to stdout
 * asynchronously (buffered, flushed on exit) unless a stream is given.
 */
export function requestLogger(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: maskGuidePass(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    stream: stream ?? (level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false })),
  };
}

/**
 * One line per request, after the answer (Fastify's own two lines are off): server errors and slow requests at any
 * level, every request at debug.
 */
export function logRequests(app: FastifyInstance): void {
  const everyRequest = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('onResponse', (request, reply, done) => {
    const statusCode = reply.statusCode;
    const responseTime = reply.elapsedTime;
    if (statusCode >= 500) request.log.error({ req: request, res: { statusCode }, responseTime }, 'request answered with a server error');
    else if (responseTime > slowRequestMs) request.log.warn({ req: request, res: { statusCode }, responseTime }, 'slow request');
    else if (everyRequest) request.log.debug({ req: request, res: { statusCode }, responseTime }, 'request completed');
    done();
  });
}
