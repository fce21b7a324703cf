import type { FastifyPluginAsync } from 'fastify';
import { issueError } from '../paypal-error.ts';
import type { PaypalState } from '../paypal-state.ts';
import { replayOrRun } from '../request-id-replay.ts';
import { readSaleRefund, refundSale } from './refund-sale.ts';
import type { Sale } from './subscription-records.ts';
import { saleRefundView, saleView } from './subscription-views.ts';

type IdParams = { Params: { id: string } };

/** Payments v1 sales of subscriptions: show and refund (the refund answers 201, PAYMENT.SALE.REFUNDED follows). */
export const saleRoutes: FastifyPluginAsync<{ state: PaypalState }> = async (app, { state }) => {
  const { billing } = state.store;
  const find = (id: string): Sale => {
    const sale = billing.sales.get(id);
    if (!sale) throw issueError('INVALID_RESOURCE_ID', { field: 'sale_id', value: id, location: 'path' });
    return sale;
  };

  app.get<IdParams>('/v1/payments/sale/:id', async (request) => {
    const sale = find(request.params.id);
    return saleView(state.baseUrl(), sale, billing.subscriptions.get(sale.subscriptionId));
  });

  app.post<IdParams>('/v1/payments/sale/:id/refund', async (request, reply) =>
    replayOrRun(state, request, reply, `refund-sale ${request.params.id}`, () =>
      saleRefundView(state.baseUrl(), refundSale(state, find(request.params.id), readSaleRefund(request.body))),
    ),
  );
};
