import type { FastifyPluginAsync } from 'fastify';
import { findCapture } from './find-resource.ts';
import { throwForcedFailure } from './paypal-controls.ts';
import { captureUrl, link, refundUrl } from './paypal-links.ts';
import type { PaypalState } from './paypal-state.ts';
import { refundCapture } from './refund-capture.ts';
import { replayOrRun } from './request-id-replay.ts';
import { validateRefund } from './validate-refund.ts';

/** Payments v2: refunding a capture (providers.md §1.6), answering PayPal's default (minimal) representation. */
export const paymentRoutes: FastifyPluginAsync<{ state: PaypalState }> = async (app, { state }) => {
  app.post<{ Params: { id: string } }>('/v2/payments/captures/:id/refund', async (request, reply) => {
    const { id } = request.params;
    throwForcedFailure(state.controls, 'refund');
    return replayOrRun(state, request, reply, `refund ${id}`, () => {
      const capture = findCapture(state.store, id);
      const refund = refundCapture(state, capture, validateRefund(request.body));
      const base = state.baseUrl();
      return { id: refund.id, status: refund.status, links: [link(refundUrl(base, refund.id), 'self'), link(captureUrl(base, capture.id), 'up')] };
    });
  });
};
