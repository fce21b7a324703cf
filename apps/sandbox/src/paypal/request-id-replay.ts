import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalidRequest } from './paypal-error.ts';
import type { PaypalState } from './paypal-state.ts';

// providers.md §1.4: PayPal keeps request ids for 6 hours by default.
const replayRetentionMs = 6 * 60 * 60 * 1000;

function readRequestId(request: FastifyRequest): string | undefined {
  const header = request.headers['paypal-request-id'];
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined) return undefined;
  if (value.length < 1 || value.length > 108) {
    throw invalidRequest([
      { issue: 'INVALID_STRING_LENGTH', description: 'PayPal-Request-Id must be 1 to 108 characters.', field: 'PayPal-Request-Id', location: 'header' },
    ]);
  }
  return value;
}

/**
 * A POST that creates something (201): the same PayPal-Request-Id within the retention answers the first body
 * again with 200 and does nothing. Only successes are kept: after an error the same id may be retried anew.
 */
export function replayOrRun(state: PaypalState, request: FastifyRequest, reply: FastifyReply, operation: string, run: () => unknown): FastifyReply {
  const requestId = readRequestId(request);
  const key = requestId === undefined ? undefined : `${operation} ${requestId}`;
  const now = state.settings.now().getTime();
  const stored = key === undefined ? undefined : state.store.replies.get(key);
  if (key !== undefined && stored) {
    if (now - stored.storedAt <= replayRetentionMs) return reply.code(200).send(stored.body);
    state.store.replies.delete(key);
  }
  const body = run();
  if (key !== undefined) state.store.replies.set(key, { body, storedAt: now });
  return reply.code(201).send(body);
}
