import type { DeliveredEvent, GatewayWebhook, WebhookCheck } from './payment-gateway.ts';

/** An event's id and type as its provider writes them in the body; null when it names none. */
export type EventIdentity = (body: unknown) => { eventId: string; type: string } | null;

/** PayPal's and Yoco's events are well under this; a bigger body is no event of theirs. */
const jsonWebhookBodyLimit = 1024 * 1024;

/** The event in a verified JSON body, its text kept as delivered; null when the body is not JSON or names no event. */
function deliveredJson(body: Buffer, identify: EventIdentity): DeliveredEvent | null {
  const payload = body.toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  const identity = identify(parsed);
  return identity && { eventId: identity.eventId.slice(0, 200), type: identity.type.slice(0, 100), payload };
}

/**
 * The intake of a provider that signs JSON events over their exact bytes (PayPal, Yoco): the signature first, then
 * the event it names. Null, the webhooks not configured, when there is no check (no webhook id or secret set).
 */
export function signedJsonWebhook(check: WebhookCheck | null, identify: EventIdentity): GatewayWebhook | null {
  if (!check) return null;
  return {
    trust: 'signed',
    bodyLimit: jsonWebhookBodyLimit,
    async receive(delivery) {
      await check(delivery);
      return deliveredJson(delivery.body, identify);
    },
  };
}
