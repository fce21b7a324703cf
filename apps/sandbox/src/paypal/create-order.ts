import { issueError } from './paypal-error.ts';
import type { PaypalState } from './paypal-state.ts';
import type { Order } from './paypal-store.ts';
import type { OrderDraft } from './validate-create-order.ts';

export function createOrder(state: PaypalState, draft: OrderDraft): Order {
  const { store, ids } = state;
  draft.purchaseUnits.forEach((unit, index) => {
    if (unit.invoiceId && store.invoiceIds.has(unit.invoiceId)) {
      throw issueError('DUPLICATE_INVOICE_ID', { field: `/purchase_units/${index}/invoice_id`, value: unit.invoiceId, location: 'body' });
    }
  });
  // Invoice ids stay taken for good, as on a merchant account with the default setting.
  for (const unit of draft.purchaseUnits) if (unit.invoiceId) store.invoiceIds.add(unit.invoiceId);

  let id = ids.upperAlphanumeric(17);
  while (store.orders.has(id)) id = ids.upperAlphanumeric(17);
  const now = state.settings.now();
  const order: Order = {
    id,
    status: draft.flow === 'payer-action' ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
    flow: draft.flow,
    returnUrl: draft.returnUrl,
    cancelUrl: draft.cancelUrl,
    brandName: draft.brandName,
    purchaseUnits: draft.purchaseUnits.map((unit) => ({ ...unit, captureIds: [] })),
    payer: undefined,
    declineCapture: false,
    createTime: now,
    updateTime: now,
  };
  store.orders.set(id, order);
  return order;
}
