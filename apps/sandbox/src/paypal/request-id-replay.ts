import type { FastifyRequest } from 'fastify';
import { invalidRequest } from './paypal-error.ts';
import type { PaypalContext } from './paypal-context.ts';
import type { StoredReply } from './paypal-store.ts';

// providers.md §1.4: PayPal keeps request ids for 6 hours by default.
const replayRetentionMs = 6 * 60 * 60 * 1000;

export function readRequestId(request: FastifyRequest): string | undefined {
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

export function findReply(context: PaypalContext, key: string | undefined): StoredReply | undefined {
  if (key === undefined) return undefined;
  const reply = context.store.replies.get(key);
  if (reply && context.settings.now().getTime() - reply.storedAt > replayRetentionMs) {
    context.store.replies.delete(key);
    return undefined;
  }
  return reply;
}

/** Only successes are kept: after an error the same request id may be retried and processed anew. */
export function rememberReply(context: PaypalContext, key: string | undefined, statusCode: number, body: unknown): void {
  if (key === undefined) return;
  context.store.replies.set(key, { statusCode, body, storedAt: context.settings.now().getTime() });
}
