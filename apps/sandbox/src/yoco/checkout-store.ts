import type { YocoMode } from './yoco-keys.ts';

export type CheckoutStatus = 'created' | 'started' | 'completed';

export interface CheckoutRequest {
  amount: number;
  currency: 'ZAR';
  successUrl: string | null;
  cancelUrl: string | null;
  failureUrl: string | null;
  metadata: Record<string, string>;
  externalId: string | null;
  lineItems: CheckoutLineItem[];
  subtotalAmount: number | null;
  totalDiscount: number | null;
  totalTaxAmount: number | null;
}

/** Display-only, as on Yoco's page; never changes the amount charged. */
export interface CheckoutLineItem {
  displayName: string;
  quantity: number;
}

export interface Checkout extends CheckoutRequest {
  id: string;
  mode: YocoMode;
  status: CheckoutStatus;
  paymentId: string | null;
  paidAt: number | null;
  /** Sum of refunds that succeeded, in cents. */
  refundedAmount: number;
}

export interface CheckoutStore {
  add(checkout: Checkout): void;
  find(id: string): Checkout | undefined;
  clear(): void;
}

export function createCheckoutStore(): CheckoutStore {
  const checkouts = new Map<string, Checkout>();
  return {
    add: (checkout) => void checkouts.set(checkout.id, checkout),
    find: (id) => checkouts.get(id),
    clear: () => checkouts.clear(),
  };
}
