import type { FastifyPluginAsync } from 'fastify';
import { readParams } from '../../shared/request-params.ts';
import { issueError } from '../paypal-error.ts';
import { link } from '../paypal-links.ts';
import type { PaypalState } from '../paypal-state.ts';
import { replayOrRun } from '../request-id-replay.ts';
import { pageOf, readPaging } from './list-paging.ts';
import { wantsRepresentation } from '../prefer-representation.ts';
import type { Plan, Product } from './subscription-records.ts';
import { planMinimalView, planView, productView } from './subscription-views.ts';
import { validatePlan } from './validate-plan.ts';
import { validateProduct } from './validate-product.ts';

type IdParams = { Params: { id: string } };

const notFound = (field: string, value: string) => issueError('INVALID_RESOURCE_ID', { field, value, location: 'path', description: 'Requested resource ID was not found.' });

/** Catalog products and billing plans (providers.md §1.8); PayPal-Request-Id makes the creates idempotent. */
export const catalogRoutes: FastifyPluginAsync<{ state: PaypalState }> = async (app, { state }) => {
  const { billing } = state.store;

  app.post('/v1/catalogs/products', async (request, reply) =>
    replayOrRun(state, request, reply, 'create-product', () => {
      const draft = validateProduct(request.body);
      if (draft.id !== undefined && billing.products.has(draft.id)) {
        throw issueError('DUPLICATE_RESOURCE_IDENTIFIER', { field: '/id', value: draft.id, location: 'body' });
      }
      let id = draft.id ?? `PROD-${state.ids.upperAlphanumeric(17)}`;
      while (billing.products.has(id)) id = `PROD-${state.ids.upperAlphanumeric(17)}`;
      const now = state.settings.now();
      const product: Product = { ...draft, id, createTime: now, updateTime: now };
      billing.products.set(id, product);
      return productView(state.baseUrl(), product);
    }),
  );

  app.get('/v1/catalogs/products', async (request) => {
    const base = state.baseUrl();
    const { items, totals } = pageOf([...billing.products.values()], readPaging(request.query));
    return {
      products: items.map((product) => {
        const { id, name, create_time, links } = productView(base, product);
        return { id, name, ...(product.description === undefined ? {} : { description: product.description }), create_time, links: links.slice(0, 1) };
      }),
      ...totals,
      links: [link(`${base}/v1/catalogs/products`, 'self')],
    };
  });

  app.get<IdParams>('/v1/catalogs/products/:id', async (request) => {
    const product = billing.products.get(request.params.id);
    if (!product) throw notFound('product_id', request.params.id);
    return productView(state.baseUrl(), product);
  });

  app.post('/v1/billing/plans', async (request, reply) =>
    replayOrRun(state, request, reply, 'create-plan', () => {
      const draft = validatePlan(request.body);
      if (!billing.products.has(draft.productId)) {
        throw issueError('INVALID_RESOURCE_ID', { field: '/product_id', value: draft.productId, location: 'body', description: 'Requested resource ID was not found.' });
      }
      let id = `P-${state.ids.upperAlphanumeric(24)}`;
      while (billing.plans.has(id)) id = `P-${state.ids.upperAlphanumeric(24)}`;
      const now = state.settings.now();
      const plan: Plan = { ...draft, id, createTime: now, updateTime: now };
      billing.plans.set(id, plan);
      return wantsRepresentation(request) ? planView(state.baseUrl(), plan) : planMinimalView(state.baseUrl(), plan);
    }),
  );

  app.get('/v1/billing/plans', async (request) => {
    const base = state.baseUrl();
    const productId = readParams(request.query).product_id;
    const plans = [...billing.plans.values()].filter((plan) => productId === undefined || plan.productId === productId);
    const { items, totals } = pageOf(plans, readPaging(request.query));
    return { plans: items.map((plan) => planMinimalView(base, plan)), ...totals, links: [link(`${base}/v1/billing/plans`, 'self')] };
  });

  app.get<IdParams>('/v1/billing/plans/:id', async (request) => {
    const plan = billing.plans.get(request.params.id);
    if (!plan) throw notFound('plan_id', request.params.id);
    return planView(state.baseUrl(), plan);
  });

  // A price change is a new plan; the old one is deactivated so nobody new subscribes to it.
  const planMoves = [
    { action: 'deactivate', from: ['ACTIVE'], to: 'INACTIVE', should: 'active' },
    { action: 'activate', from: ['CREATED', 'INACTIVE'], to: 'ACTIVE', should: 'created or inactive' },
  ] as const;
  for (const { action, from, to, should } of planMoves) {
    app.post<IdParams>(`/v1/billing/plans/:id/${action}`, async (request, reply) => {
      const plan = billing.plans.get(request.params.id);
      if (!plan) throw notFound('plan_id', request.params.id);
      if (!(from as readonly string[]).includes(plan.status)) {
        throw issueError('PLAN_STATUS_INVALID', { description: `Invalid plan status for ${action} action; plan status should be ${should}.` });
      }
      plan.status = to;
      plan.updateTime = state.settings.now();
      return reply.code(204).send();
    });
  }
};
