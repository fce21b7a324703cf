import { isPlainObject } from '../shared/json-values.ts';
import { PaypalError, type ErrorDetail } from './paypal-error.ts';
import type { PaypalState } from './paypal-state.ts';
import { link, webhookUrl } from './paypal-links.ts';
import type { Webhook } from './paypal-store.ts';

// PayPal allows 10 webhooks per app.
const maxWebhooks = 10;

function validationError(details: ErrorDetail[]): PaypalError {
  return new PaypalError(400, 'VALIDATION_ERROR', details, [], 'Invalid data provided');
}

function readUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

function readEventTypes(value: unknown): string[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const names = value.map((item: unknown) => (isPlainObject(item) && typeof item.name === 'string' ? item.name : ''));
  return names.every((name) => name === '*' || /^[A-Z][A-Z0-9_.]*$/.test(name)) ? names : undefined;
}

/** POST /v1/notifications/webhooks: validates and stores a subscription. */
export function subscribeWebhook(state: PaypalState, body: unknown): Webhook {
  const fields = isPlainObject(body) ? body : {};
  const url = readUrl(fields.url);
  const eventTypes = readEventTypes(fields.event_types);
  const details: ErrorDetail[] = [];
  if (!url) details.push({ issue: 'INVALID_PARAMETER_SYNTAX', description: 'url must be an absolute http(s) URL.', field: 'url', location: 'body' });
  if (!eventTypes) {
    details.push({ issue: 'MISSING_REQUIRED_PARAMETER', description: 'event_types must list at least one {"name": …} (or "*").', field: 'event_types', location: 'body' });
  }
  if (!url || !eventTypes) throw validationError(details);

  const webhooks = [...state.store.webhooks.values()];
  if (webhooks.some((webhook) => webhook.url === url)) {
    throw new PaypalError(400, 'WEBHOOK_URL_ALREADY_EXISTS', [], [], 'Webhook URL already exists');
  }
  if (webhooks.length >= maxWebhooks) {
    throw new PaypalError(400, 'WEBHOOK_NUMBER_LIMIT_EXCEEDED', [], [], 'Maximum number of webhooks exceeded');
  }
  const webhook: Webhook = { id: state.ids.upperAlphanumeric(17), url, eventTypes };
  state.store.webhooks.set(webhook.id, webhook);
  return webhook;
}

export function webhookView(base: string, webhook: Webhook) {
  const self = webhookUrl(base, webhook.id);
  return {
    id: webhook.id,
    url: webhook.url,
    event_types: webhook.eventTypes.map((name) => ({ name })),
    links: [link(self, 'self'), link(self, 'update', 'PATCH'), link(self, 'delete', 'DELETE')],
  };
}
