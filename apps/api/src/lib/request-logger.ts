import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** A guide address carries the member's pass in its first segment (services/guide-pass.ts): never log it. */
function maskGuidePass(url: string): string {
  return url.replace(/^\/guide\/[^/?]+/, '/guide/[pass]');
}

/** The api's logger: secrets in headers redacted, guide passes masked in every logged address. */
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
    ...(stream ? { stream } : {}),
  };
}
