import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { readParams } from '../../shared/request-params.ts';
import { sendHtml } from '../../shared/send-html.ts';
import { renderApprovalErrorPage } from '../approval-page.ts';
import { appendToQuery, redirect } from '../approval-routes.ts';
import type { PaypalState } from '../paypal-state.ts';
import type { Plan, Subscription } from './subscription-records.ts';
import { renderSubscriptionApprovalPage } from './subscription-approval-page.ts';
import { approveSubscription } from './subscription-lifecycle.ts';

/** The buyer-facing page behind a subscription's approve link (`/webapps/billing/subscriptions?ba_token=BA-…`). */
export const subscriptionApprovalRoutes: FastifyPluginAsync<{ state: PaypalState }> = async (app, { state }) => {
  const { billing } = state.store;
  const decisionAction = `${app.prefix}/webapps/billing/subscriptions/decision`;

  function findPending(reply: FastifyReply, baToken: string | undefined): { subscription: Subscription; plan: Plan } | undefined {
    const id = baToken ? billing.byBaToken.get(baToken) : undefined;
    const subscription = id ? billing.subscriptions.get(id) : undefined;
    const plan = subscription && billing.plans.get(subscription.planId);
    if (!subscription || !plan) {
      sendHtml(reply, 404, renderApprovalErrorPage('This subscription does not exist or has expired.'));
      return undefined;
    }
    if (subscription.status !== 'APPROVAL_PENDING') {
      sendHtml(reply, 409, renderApprovalErrorPage(`This subscription can no longer be changed (status ${subscription.status}).`));
      return undefined;
    }
    return { subscription, plan };
  }

  app.get('/webapps/billing/subscriptions', async (request, reply) => {
    const found = findPending(reply, readParams(request.query).ba_token);
    return found ? sendHtml(reply, 200, renderSubscriptionApprovalPage(found.subscription, found.plan, decisionAction)) : reply;
  });

  app.post('/webapps/billing/subscriptions/decision', async (request, reply) => {
    const { ba_token: baToken, decision } = readParams(request.body);
    if (decision !== 'approve' && decision !== 'cancel') return sendHtml(reply, 400, renderApprovalErrorPage('Unknown choice.'));
    const found = findPending(reply, baToken);
    if (!found) return reply;
    const { subscription } = found;
    const tokens = { ba_token: subscription.baToken, token: subscription.returnToken };

    // Cancelling leaves the subscription APPROVAL_PENDING: the buyer may still come back through the approve link.
    if (decision === 'cancel') {
      if (!subscription.cancelUrl) return sendHtml(reply, 400, renderApprovalErrorPage('Cancelled. The merchant gave no cancel_url to return to.'));
      return redirect(reply, appendToQuery(subscription.cancelUrl, tokens));
    }
    approveSubscription(state, subscription);
    if (!subscription.returnUrl) return sendHtml(reply, 400, renderApprovalErrorPage('Approved, but the merchant gave no return_url to return to.'));
    return redirect(reply, appendToQuery(subscription.returnUrl, { subscription_id: subscription.id, ...tokens }));
  });
};
