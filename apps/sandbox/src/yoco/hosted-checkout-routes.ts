import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { readParams } from '../shared/request-params.ts';
import { sendHtml } from '../shared/send-html.ts';
import { completeCheckout } from './complete-checkout.ts';
import {
  renderAlreadyPaidPage,
  renderCheckoutMessagePage,
  renderCheckoutPage,
} from './hosted-checkout-page.ts';
import type { YocoState } from './yoco-state.ts';

export interface HostedCheckoutRoutesOptions {
  state: YocoState;
}

type WithId = { Params: { id: string } };

function redirectOrShow(reply: FastifyReply, url: string | null, message: string): FastifyReply {
  return url ? reply.redirect(url, 302) : sendHtml(reply, 200, renderCheckoutMessagePage(message));
}

export const hostedCheckoutRoutes: FastifyPluginAsync<HostedCheckoutRoutesOptions> = async (app, { state }) => {
  const unknown = (reply: FastifyReply) => sendHtml(reply, 404, renderCheckoutMessagePage('This checkout does not exist.'));

  app.get<WithId>('/:id', async (request, reply) => {
    const checkout = state.checkouts.find(request.params.id);
    if (!checkout) return unknown(reply);
    if (checkout.status === 'completed') return sendHtml(reply, 200, renderAlreadyPaidPage(checkout));
    checkout.status = 'started';
    return sendHtml(reply, 200, renderCheckoutPage(checkout, `${app.prefix}/${encodeURIComponent(checkout.id)}/decision`));
  });

  app.post<WithId>('/:id/decision', async (request, reply) => {
    const checkout = state.checkouts.find(request.params.id);
    if (!checkout) return unknown(reply);
    if (checkout.status === 'completed') return sendHtml(reply, 409, renderAlreadyPaidPage(checkout));

    const { decision } = readParams(request.body);
    switch (decision) {
      case 'pay':
        completeCheckout(state, checkout);
        return redirectOrShow(reply, checkout.successUrl, 'Payment successful. You can close this page.');
      case 'decline':
        return redirectOrShow(reply, checkout.failureUrl ?? checkout.cancelUrl, 'The card was declined.');
      case 'cancel':
        return redirectOrShow(reply, checkout.cancelUrl, 'Payment cancelled.');
      default:
        return sendHtml(reply, 400, renderCheckoutMessagePage('decision must be pay, decline or cancel.'));
    }
  });
};
