import type { FastifyRequest } from 'fastify';

/** `Prefer: return=representation` asks for the full resource; PayPal's default is minimal. */
export function prefersRepresentation(request: FastifyRequest): boolean {
  return /\breturn=representation\b/i.test(String(request.headers.prefer ?? ''));
}
