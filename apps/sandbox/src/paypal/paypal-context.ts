import { createIdGenerator, type IdGenerator } from './paypal-ids.ts';
import type { PaypalSettings } from './paypal-options.ts';
import { createPaypalStore, type PaypalStore } from './paypal-store.ts';
import { createWebhookDeliverer, type WebhookDeliverer } from './webhook-delivery.ts';
import { createWebhookSigner, type WebhookSigner } from './webhook-signer.ts';

/** What every PayPal route needs: settings, state, ids and the webhook machinery of one sandbox. */
export interface PaypalContext {
  settings: PaypalSettings;
  store: PaypalStore;
  ids: IdGenerator;
  /** `${publicUrl}/paypal`: the API base, also the host of the approval page and the cert URL. */
  baseUrl: () => string;
  certUrl: () => string;
  signer: WebhookSigner;
  deliverer: WebhookDeliverer;
}

export function createPaypalContext(settings: PaypalSettings, baseUrl: () => string): PaypalContext {
  const store = createPaypalStore();
  const ids = createIdGenerator(settings.idSeed);
  const signer = createWebhookSigner(ids, settings.now());
  const certUrl = () => `${baseUrl()}/v1/notifications/certs/${signer.certId}`;
  const deliverer = createWebhookDeliverer({ settings, store, ids, signer, certUrl });
  if (settings.webhookUrl) {
    store.webhooks.set(settings.webhookId, { id: settings.webhookId, url: settings.webhookUrl, eventTypes: ['*'] });
  }
  return { settings, store, ids, baseUrl, certUrl, signer, deliverer };
}
