import type { FastifyRequest } from 'fastify';

/** `Prefer: return=representation` asks for the full resource instead of PayPal's default minimal answer. */
export function wantsRepresentation(request: FastifyRequest): boolean {
  const header = request.headers.prefer;
  return (Array.isArray(header) ? header.join(',') : header ?? '').split(/[,;]/).some((part) => part.trim() === 'return=representation');
}
