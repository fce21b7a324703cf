import { createBoundedLog, type BoundedLog } from '../shared/bounded-log.ts';
import type { CertificateAuthority } from './certificate-authority.ts';
import { defaultControls, type PaypalControls } from './paypal-controls.ts';
import { createIdGenerator, type IdGenerator } from './paypal-ids.ts';
import type { PaypalSettings } from './paypal-options.ts';
import { createPaypalStore, type PaypalStore } from './paypal-store.ts';
import type { LoggedRequest } from './request-log.ts';
import { createBillingSchedule, type BillingSchedule } from './subscriptions/billing-schedule.ts';
import { createWebhookDelivery, type DeliveryAttempt, type WebhookDelivery } from './webhook-delivery.ts';
import { createWebhookSigner, type WebhookSigner } from './webhook-signature.ts';

/** Everything one PayPal stand-in has: settings, stored resources, test switches, logs and webhook machinery. */
export interface PaypalState {
  settings: PaypalSettings;
  store: PaypalStore;
  controls: PaypalControls;
  ids: IdGenerator;
  /** `${publicUrl}/paypal`: the API base, also the host of the approval page. */
  baseUrl: () => string;
  /** PAYPAL-CERT-URL: the signing certificate's chain on PayPal's HTTPS host. */
  certUrl: () => string;
  /** The sandbox's test root, which the signing certificate's chain ends in (GET /paypal/_control/test-root.pem). */
  testRootPem: string;
  signer: WebhookSigner;
  delivery: WebhookDelivery;
  requests: BoundedLog<LoggedRequest>;
  deliveries: BoundedLog<DeliveryAttempt>;
  /** Timers for subscription charges that fall due (future start_time, next cycle). */
  billingSchedule: BillingSchedule;
}

const logLimit = 1000;

/** PayPal's API host over HTTPS (its URL, e.g. https://127.0.0.1:4011) and the test root its certificates come from. */
export interface PaypalHttpsHost {
  url: () => string;
  root: CertificateAuthority;
}

export function createPaypalState(settings: PaypalSettings, baseUrl: () => string, httpsHost: PaypalHttpsHost): PaypalState {
  const store = createPaypalStore();
  const ids = createIdGenerator();
  const signer = createWebhookSigner(ids, settings.now(), httpsHost.root);
  const certUrl = () => `${httpsHost.url()}/v1/notifications/certs/${signer.certId}`;
  const deliveries = createBoundedLog<DeliveryAttempt>(logLimit);
  const state: PaypalState = {
    settings,
    store,
    controls: defaultControls(),
    ids,
    baseUrl,
    certUrl,
    testRootPem: httpsHost.root.certificatePem,
    signer,
    delivery: createWebhookDelivery({
      settings,
      ids,
      signer,
      certUrl,
      webhooks: () => [...store.webhooks.values()],
      faults: () => state.controls.webhooks,
      record: (attempt) => deliveries.push(attempt),
    }),
    requests: createBoundedLog<LoggedRequest>(logLimit),
    deliveries,
    billingSchedule: createBillingSchedule(settings.now),
  };
  if (settings.webhookUrl) {
    store.webhooks.set(settings.webhookId, { id: settings.webhookId, url: settings.webhookUrl, eventTypes: ['*'] });
  }
  return state;
}
