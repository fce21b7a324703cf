import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { withQueryParams } from '../oauth/redirect-url.ts';
import { readParams } from '../shared/request-params.ts';
import { sendHtml } from '../shared/send-html.ts';
import { renderApprovalErrorPage, renderApprovalPage } from './approval-page.ts';
import { approveOrder, isAwaitingBuyer } from './approve-order.ts';
import type { PaypalState } from './paypal-state.ts';
import type { Order } from './paypal-store.ts';

/** Keeps the URL's query and fragment; the new parameters go into the query. */
export function appendToQuery(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const [beforeHash, hash] = hashAt < 0 ? [url, ''] : [url.slice(0, hashAt), url.slice(hashAt)];
  return `${withQueryParams(beforeHash, params)}${hash}`;
}

export function redirect(reply: FastifyReply, url: string): FastifyReply {
  return reply.header('cache-control', 'no-store').redirect(url, 302);
}

/** The buyer-facing approval page behind the approve / payer-action links (`/checkoutnow?token=ID`). */
export const approvalRoutes: FastifyPluginAsync<{ state: PaypalState }> = async (app, { state }) => {
  const decisionAction = `${app.prefix}/checkoutnow/decision`;
  const merchantName = (order: Order) => order.brandName ?? 'GuidePass';

  function findAwaitingOrder(reply: FastifyReply, token: string | undefined): Order | undefined {
    const order = token ? state.store.orders.get(token) : undefined;
    if (!order) {
      sendHtml(reply, 404, renderApprovalErrorPage('This payment does not exist or has expired.'));
      return undefined;
    }
    if (!isAwaitingBuyer(order)) {
      sendHtml(reply, 409, renderApprovalErrorPage(`This payment can no longer be changed (status ${order.status}).`));
      return undefined;
    }
    return order;
  }

  app.get('/checkoutnow', async (request, reply) => {
    const order = findAwaitingOrder(reply, readParams(request.query).token);
    return order ? sendHtml(reply, 200, renderApprovalPage(order, merchantName(order), decisionAction)) : reply;
  });

  app.post('/checkoutnow/decision', async (request, reply) => {
    const { token, decision } = readParams(request.body);
    if (decision !== 'approve' && decision !== 'decline' && decision !== 'cancel') {
      return sendHtml(reply, 400, renderApprovalErrorPage('Unknown choice.'));
    }
    const order = findAwaitingOrder(reply, token);
    if (!order) return reply;

    if (decision === 'cancel') {
      if (!order.cancelUrl) return sendHtml(reply, 400, renderApprovalErrorPage('Cancelled. The merchant gave no cancel_url to return to.'));
      return redirect(reply, appendToQuery(order.cancelUrl, { token: order.id }));
    }
    approveOrder(state, order, decision === 'decline');
    if (!order.returnUrl) {
      return sendHtml(reply, 400, renderApprovalErrorPage('Approved, but the merchant gave no return_url to return to.'));
    }
    return redirect(reply, appendToQuery(order.returnUrl, { token: order.id, PayerID: order.payer?.payerId ?? '' }));
  });
};
