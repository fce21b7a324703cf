import type { FastifyReply } from 'fastify';

export const invalidParameterCode = 100;
export const invalidAccessTokenCode = 190;

/** Graph API errors are always HTTP 400 with this body shape. */
export function sendGraphError(reply: FastifyReply, code: number, message: string): FastifyReply {
  return reply.code(400).send({ error: { message, type: 'OAuthException', code } });
}
