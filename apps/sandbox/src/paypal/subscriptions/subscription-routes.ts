import type { FastifyPluginAsync } from 'fastify';
import { isPlainObject } from '../../shared/json-values.ts';
import { readParams } from '../../shared/request-params.ts';
import { invalidRequest, issueDetail, issueError, type ErrorDetail } from '../paypal-error.ts';
import { link } from '../paypal-links.ts';
import { throwForcedFailure } from '../paypal-controls.ts';
import type { PaypalState } from '../paypal-state.ts';
import { replayOrRun } from '../request-id-replay.ts';
import { subscriptionUrl } from './billing-links.ts';
import { wantsRepresentation } from '../prefer-representation.ts';
import type { Subscription } from './subscription-records.ts';
import { changeSubscriptionStatus, createSubscription } from './subscription-lifecycle.ts';
import { subscriptionMinimalView, subscriptionView, transactionView } from './subscription-views.ts';
import { dateTimePattern, validateSubscription } from './validate-subscription.ts';

type IdParams = { Params: { id: string } };

/** `{reason}` of cancel / suspend (required) and activate (optional), 1..128 characters. */
function readReason(body: unknown, required: boolean): string | undefined {
  const reason = isPlainObject(body) ? body.reason : undefined;
  if (reason === undefined || reason === null) {
    if (required) throw invalidRequest([issueDetail('MISSING_REQUIRED_PARAMETER', { field: '/reason', location: 'body' })]);
    return undefined;
  }
  if (typeof reason !== 'string' || reason.length < 1 || reason.length > 128) {
    throw invalidRequest([issueDetail('INVALID_STRING_LENGTH', { field: '/reason', location: 'body' })]);
  }
  return reason;
}

function readTimeRange(query: unknown): { start: Date; end: Date } {
  const params = readParams(query);
  const details: ErrorDetail[] = [];
  const read = (name: 'start_time' | 'end_time') => {
    const value = params[name];
    if (value === undefined) details.push(issueDetail('MISSING_REQUIRED_PARAMETER', { field: name, location: 'query' }));
    else if (!dateTimePattern.test(value) || Number.isNaN(Date.parse(value))) details.push(issueDetail('INVALID_PARAMETER_SYNTAX', { field: name, value, location: 'query' }));
    else return new Date(value);
    return undefined;
  };
  const start = read('start_time');
  const end = read('end_time');
  if (start && end && end < start) details.push(issueDetail('INVALID_PARAMETER_VALUE', { field: 'end_time', value: params.end_time, location: 'query', description: 'end_time must not be before start_time.' }));
  if (details.length > 0 || !start || !end) throw invalidRequest(details);
  return { start, end };
}

/** Subscriptions v1 (providers.md §1.8): create, show, cancel, suspend, activate and the transactions list. */
export const subscriptionRoutes: FastifyPluginAsync<{ state: PaypalState }> = async (app, { state }) => {
  const { billing } = state.store;
  const find = (id: string): Subscription => {
    const subscription = billing.subscriptions.get(id);
    if (!subscription) throw issueError('INVALID_RESOURCE_ID', { field: 'subscription_id', value: id, location: 'path', description: 'Requested resource ID was not found.' });
    return subscription;
  };

  app.post('/v1/billing/subscriptions', async (request, reply) => {
    throwForcedFailure(state.controls, 'subscribe');
    return replayOrRun(state, request, reply, 'create-subscription', () => {
      const subscription = createSubscription(state, validateSubscription(request.body, state.settings.now()));
      const base = state.baseUrl();
      return wantsRepresentation(request) ? subscriptionView(base, billing, subscription) : subscriptionMinimalView(base, subscription);
    });
  });

  app.get<IdParams>('/v1/billing/subscriptions/:id', async (request) => {
    throwForcedFailure(state.controls, 'get-subscription');
    return subscriptionView(state.baseUrl(), billing, find(request.params.id));
  });

  for (const action of ['cancel', 'suspend', 'activate'] as const) {
    app.post<IdParams>(`/v1/billing/subscriptions/:id/${action}`, async (request, reply) => {
      if (action === 'cancel') throwForcedFailure(state.controls, 'cancel-subscription');
      const subscription = find(request.params.id);
      changeSubscriptionStatus(state, subscription, action, readReason(request.body, action !== 'activate'));
      return reply.code(204).send();
    });
  }

  app.get<IdParams>('/v1/billing/subscriptions/:id/transactions', async (request) => {
    const subscription = find(request.params.id);
    const { start, end } = readTimeRange(request.query);
    const transactions = subscription.saleIds
      .flatMap((id) => billing.sales.get(id) ?? [])
      .filter((sale) => sale.createTime >= start && sale.createTime <= end)
      .map((sale) => transactionView(sale, subscription));
    return {
      transactions,
      total_items: transactions.length,
      total_pages: transactions.length === 0 ? 0 : 1,
      links: [link(`${subscriptionUrl(state.baseUrl(), subscription.id)}/transactions`, 'SELF')],
    };
  });
};
