import type { FastifyRequest } from 'fastify';
import { mockedError } from './mock-response.ts';
import { issueError } from './paypal-error.ts';
import type { PaypalContext } from './paypal-context.ts';
import { takeForcedFailure, type FailableOperation } from './paypal-faults.ts';

/** Forced failures (control failNext, then the PayPal-Mock-Response header) win over the real handling. */
export function guardOperation(context: PaypalContext, request: FastifyRequest, operation: FailableOperation, orderId?: string): void {
  const forced = takeForcedFailure(context.store.faults, operation);
  if (forced) throw issueError(forced === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR');
  if (operation === 'token') return;
  const mocked = mockedError(context, request.headers['paypal-mock-response'], orderId);
  if (mocked) throw mocked;
}
