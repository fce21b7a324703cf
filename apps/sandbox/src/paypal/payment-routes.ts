import type { FastifyPluginAsync } from 'fastify';
import { findCapture, findRefund } from './find-resource.ts';
import { captureResourceView, refundView } from './order-views.ts';
import { throwForcedFailure } from './paypal-controls.ts';
import { captureUrl, link, refundUrl } from './paypal-links.ts';
import type { PaypalState } from './paypal-state.ts';
import { wantsRepresentation } from './prefer-representation.ts';
import { refundCapture } from './refund-capture.ts';
import { replayOrRun } from './request-id-replay.ts';
import { validateRefund } from './validate-refund.ts';

type IdParams = { Params: { id: string } };

/**
 * Payments v2 (providers.md §1.6): showing a capture or a refund, and refunding a capture (minimal answer unless
 * `Prefer: return=representation`). Unknown ids are 404 RESOURCE_NOT_FOUND / INVALID_RESOURCE_ID.
 */
export const paymentRoutes: FastifyPluginAsync<{ state: PaypalState }> = async (app, { state }) => {
  const { store } = state;

  app.get<IdParams>('/v2/payments/captures/:id', async (request) => captureResourceView(state.baseUrl(), findCapture(store, request.params.id)));

  app.get<IdParams>('/v2/payments/refunds/:id', async (request) => {
    const refund = findRefund(store, request.params.id);
    return refundView(state.baseUrl(), refund, findCapture(store, refund.captureId));
  });

  app.post<IdParams>('/v2/payments/captures/:id/refund', async (request, reply) => {
    const { id } = request.params;
    throwForcedFailure(state.controls, 'refund');
    return replayOrRun(state, request, reply, `refund ${id}`, () => {
      const capture = findCapture(store, id);
      const refund = refundCapture(state, capture, validateRefund(request.body));
      const base = state.baseUrl();
      if (wantsRepresentation(request)) return refundView(base, refund, capture);
      return { id: refund.id, status: refund.status, links: [link(refundUrl(base, refund.id), 'self'), link(captureUrl(base, capture.id), 'up')] };
    });
  });
};
