import type { FastifyReply } from 'fastify';

export function sendHtml(reply: FastifyReply, statusCode: number, page: string): FastifyReply {
  return reply
    .code(statusCode)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    // Pages never need scripts; e-mail HTML is shown in a sandboxed iframe on top of this.
    .header('content-security-policy', "script-src 'none'; object-src 'none'; base-uri 'none'")
    .send(page);
}
