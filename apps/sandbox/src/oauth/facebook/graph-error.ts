import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export const invalidParameterCode = 100;
export const invalidAccessTokenCode = 190;
/** Facebook's codes for a missing or unknown client_id and for a wrong client_secret. */
export const invalidApplicationCode = 101;
export const invalidClientSecretCode = 1;

/** Graph API errors are HTTP 400 with this envelope; fbtrace_id is an opaque id Facebook support can look up. */
export function sendGraphError(reply: FastifyReply, code: number, message: string): FastifyReply {
  const fbtraceId = randomBytes(8).toString('base64url');
  return reply.code(400).send({ error: { message, type: 'OAuthException', code, fbtrace_id: fbtraceId } });
}
