import type { FastifyRequest } from 'fastify';

/** One API call as the control endpoint /_control/requests shows it. */
export interface LoggedRequest {
  time: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  debug_id: string;
}

// Enough to assert on what a client sent, without keeping credentials.
const loggedHeaders = ['content-type', 'paypal-request-id'];

export function newLogEntry(request: FastifyRequest, path: string, debugId: string, time: Date): LoggedRequest {
  const headers: Record<string, string> = {};
  const authorization = request.headers.authorization;
  if (authorization) headers.authorization = `${authorization.split(/\s+/)[0] ?? ''} …`;
  for (const name of loggedHeaders) {
    const value = request.headers[name];
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return { time: time.toISOString(), method: request.method, path, headers, debug_id: debugId };
}
