export interface Link {
  href: string;
  rel: string;
  method: string;
}

export function link(href: string, rel: string, method = 'GET'): Link {
  return { href, rel, method };
}

export const orderUrl = (base: string, orderId: string) => `${base}/v2/checkout/orders/${orderId}`;
export const approvalUrl = (base: string, orderId: string) => `${base}/checkoutnow?token=${encodeURIComponent(orderId)}`;
export const captureUrl = (base: string, captureId: string) => `${base}/v2/payments/captures/${captureId}`;
export const refundUrl = (base: string, refundId: string) => `${base}/v2/payments/refunds/${refundId}`;
export const eventUrl = (base: string, eventId: string) => `${base}/v1/notifications/webhooks-events/${eventId}`;
export const webhookUrl = (base: string, webhookId: string) => `${base}/v1/notifications/webhooks/${webhookId}`;
