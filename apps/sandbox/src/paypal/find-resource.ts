import { issueError } from './paypal-error.ts';
import type { Capture, Order, PaypalStore, Refund } from './paypal-store.ts';

function lookup<T>(items: Map<string, T>, id: string, field: string): T {
  const item = items.get(id);
  if (!item) throw issueError('INVALID_RESOURCE_ID', { field, value: id, location: 'path' });
  return item;
}

export const findOrder = (store: PaypalStore, id: string): Order => lookup(store.orders, id, 'order_id');
export const findCapture = (store: PaypalStore, id: string): Capture => lookup(store.captures, id, 'capture_id');
export const findRefund = (store: PaypalStore, id: string): Refund => lookup(store.refunds, id, 'refund_id');
