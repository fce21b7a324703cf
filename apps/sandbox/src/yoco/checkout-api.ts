import type { Checkout } from './checkout-store.ts';
import { checkoutJson } from './checkout-json.ts';
import { parseCheckoutRequest } from './parse-checkout-request.ts';
import { notFoundError, type YocoResult } from './yoco-error.ts';
import { randomYocoId } from './yoco-ids.ts';
import type { YocoMode } from './yoco-keys.ts';
import type { YocoState } from './yoco-state.ts';

export function createCheckout(state: YocoState, mode: YocoMode, body: unknown): YocoResult {
  const checkout: Checkout = {
    ...parseCheckoutRequest(body),
    id: randomYocoId('ch'),
    mode,
    status: 'created',
    paymentId: null,
    paidAt: null,
    refundedAmount: 0,
  };
  state.checkouts.add(checkout);
  return { status: 200, body: checkoutJson(checkout, state.redirectUrl(checkout.id)) };
}

export function getCheckout(state: YocoState, checkoutId: string): YocoResult {
  const checkout = state.checkouts.find(checkoutId);
  if (!checkout) throw notFoundError('Checkout');
  return { status: 200, body: checkoutJson(checkout, state.redirectUrl(checkout.id)) };
}
