import type { FastifyPluginAsync } from 'fastify';
import { isPlainObject } from '../../shared/json-values.ts';
import { ControlError } from '../paypal-control-change.ts';
import { PaypalError } from '../paypal-error.ts';
import type { PaypalState } from '../paypal-state.ts';
import { publishEvents } from '../webhook-events.ts';
import { billNextCycle, scheduleNextCharge } from './bill-subscription.ts';
import { refundSale } from './refund-sale.ts';

type IdParams = { Params: { id: string } };

const saleEventTypes = ['PAYMENT.SALE.REFUNDED', 'PAYMENT.SALE.REVERSED'] as const;

/**
 * Test controls (product.md §8): bill a subscription's next cycle now, and refund or reverse a sale as PayPal's
 * dashboard or a chargeback would. Registered inside the control routes, so errors answer `{error}`.
 */
export const subscriptionControlRoutes: FastifyPluginAsync<{ state: PaypalState }> = async (app, { state }) => {
  const { billing } = state.store;

  app.post<IdParams>('/_control/subscriptions/:id/bill', async (request) => {
    const subscription = billing.subscriptions.get(request.params.id);
    if (!subscription) throw new ControlError(`No subscription ${request.params.id}`, 404);
    const outcome = isPlainObject(request.body) ? request.body.outcome : undefined;
    if (outcome !== 'completed' && outcome !== 'failed') throw new ControlError('outcome must be "completed" or "failed"');
    if (subscription.status !== 'ACTIVE') {
      throw new ControlError(`Subscription ${subscription.id} is ${subscription.status}; only an ACTIVE subscription is billed`, 409);
    }
    const { sale, drafts } = billNextCycle(state, subscription, outcome);
    if (drafts.length === 0) throw new ControlError(`Subscription ${subscription.id} has no cycle left to bill`, 409);
    const [event] = publishEvents(state, drafts);
    scheduleNextCharge(state, subscription);
    return { saleId: sale?.id ?? null, eventId: event?.id ?? null };
  });

  app.post<IdParams>('/_control/sales/:id/events', async (request) => {
    const sale = billing.sales.get(request.params.id);
    if (!sale) throw new ControlError(`No sale ${request.params.id}`, 404);
    const eventType = isPlainObject(request.body) ? request.body.event_type : undefined;
    if (eventType !== saleEventTypes[0] && eventType !== saleEventTypes[1]) throw new ControlError(`event_type must be one of ${saleEventTypes.join(', ')}`);
    const before = state.store.events.size;
    try {
      refundSale(state, sale, { amount: undefined, description: undefined }, eventType === 'PAYMENT.SALE.REVERSED' ? 'reversal' : 'refund');
    } catch (error) {
      if (error instanceof PaypalError) throw new ControlError(`${error.errorName}: ${error.message}`, 409);
      throw error;
    }
    const [event] = [...state.store.events.values()].slice(before);
    return { saleId: sale.id, eventId: event?.id ?? null };
  });
};
