import type { FastifyPluginAsync } from 'fastify';
import { findCapture, findRefund } from './find-resource.ts';
import { captureResourceView, refundView } from './order-views.ts';
import type { PaypalContext } from './paypal-context.ts';
import { captureUrl, link, refundUrl } from './paypal-links.ts';
import { prefersRepresentation } from './prefer-header.ts';
import { refundCapture } from './refund-capture.ts';
import { guardOperation } from './request-guards.ts';
import { findReply, readRequestId, rememberReply } from './request-id-replay.ts';
import { validateRefund } from './validate-refund.ts';

type IdParams = { Params: { id: string } };

/** Payments v2: captures and refunds (providers.md §1.6). */
export const paymentRoutes: FastifyPluginAsync<{ context: PaypalContext }> = async (app, { context }) => {
  const { store } = context;

  app.get<IdParams>('/v2/payments/captures/:id', async (request) => {
    guardOperation(context, request, 'get');
    return captureResourceView(context.baseUrl(), findCapture(store, request.params.id));
  });

  app.post<IdParams>('/v2/payments/captures/:id/refund', async (request, reply) => {
    const { id } = request.params;
    guardOperation(context, request, 'refund');
    const requestId = readRequestId(request);
    const replayKey = requestId === undefined ? undefined : `refund ${id} ${requestId}`;
    const replay = findReply(context, replayKey);
    if (replay) return reply.code(200).send(replay.body);

    const capture = findCapture(store, id);
    const refund = refundCapture(context, capture, validateRefund(request.body));
    const base = context.baseUrl();
    const body = prefersRepresentation(request)
      ? refundView(base, refund, capture)
      : { id: refund.id, status: refund.status, links: [link(refundUrl(base, refund.id), 'self'), link(captureUrl(base, capture.id), 'up')] };
    rememberReply(context, replayKey, 201, body);
    return reply.code(201).send(body);
  });

  app.get<IdParams>('/v2/payments/refunds/:id', async (request) => {
    guardOperation(context, request, 'get');
    const refund = findRefund(store, request.params.id);
    return refundView(context.baseUrl(), refund, findCapture(store, refund.captureId));
  });
};
