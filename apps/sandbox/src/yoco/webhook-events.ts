import type { Checkout } from './checkout-store.ts';

export type YocoEventType = 'payment.succeeded' | 'refund.succeeded';

export interface YocoEvent {
  id: string;
  type: YocoEventType;
  createdDate: string;
  payload: Record<string, unknown>;
}

/** The card every sandbox payment is made with. */
const sandboxCard = { expiryMonth: 12, expiryYear: 30, maskedCard: '************1111', scheme: 'visa' };

/** Only checkoutId in metadata, as in Yoco's sample: the product must map payments by it. */
export function paymentSucceededEvent(eventId: string, checkout: Checkout, createdAt: number): YocoEvent {
  return {
    id: eventId,
    type: 'payment.succeeded',
    createdDate: new Date(createdAt).toISOString(),
    payload: {
      id: checkout.paymentId,
      type: 'payment',
      createdDate: new Date(checkout.paidAt ?? createdAt).toISOString(),
      amount: checkout.amount,
      currency: checkout.currency,
      status: 'succeeded',
      mode: checkout.mode,
      paymentMethodDetails: { type: 'card', card: sandboxCard },
      metadata: { checkoutId: checkout.id },
    },
  };
}

/** The refund always succeeds in the sandbox; Yoco reports the outcome only by this event. */
export function refundSucceededEvent(eventId: string, checkout: Checkout, refund: { refundId: string; amount: number }, createdAt: number): YocoEvent {
  const createdDate = new Date(createdAt).toISOString();
  return {
    id: eventId,
    type: 'refund.succeeded',
    createdDate,
    payload: {
      id: refund.refundId,
      type: 'refund',
      createdDate,
      amount: refund.amount,
      currency: checkout.currency,
      paymentId: checkout.paymentId,
      status: 'succeeded',
      mode: checkout.mode,
      metadata: { checkoutId: checkout.id },
      refundableAmount: checkout.amount - checkout.refundedAmount,
    },
  };
}
