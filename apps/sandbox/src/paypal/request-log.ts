import type { FastifyRequest } from 'fastify';
import type { LoggedRequest } from './paypal-store.ts';

// Enough to assert on what a client sent, without keeping credentials.
const loggedHeaders = ['content-type', 'paypal-request-id', 'prefer', 'paypal-mock-response', 'paypal-partner-attribution-id'];

export function newLogEntry(request: FastifyRequest, path: string, debugId: string, time: Date): LoggedRequest {
  const headers: Record<string, string> = {};
  const authorization = request.headers.authorization;
  if (authorization) headers.authorization = `${authorization.split(/\s+/)[0] ?? ''} …`;
  for (const name of loggedHeaders) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { time: time.toISOString(), method: request.method, path, headers, body: null, status_code: null, debug_id: debugId };
}
