import { createBoundedLog, type BoundedLog } from '../shared/bounded-log.ts';
import { createCheckoutStore, type CheckoutStore } from './checkout-store.ts';
import { createIdempotencyStore, type IdempotencyStore } from './idempotency-store.ts';
import { createWebhookDelivery, type DeliveryAttempt, type WebhookDelivery } from './webhook-delivery.ts';
import type { WebhookSubscription } from './webhook-subscriptions.ts';
import { defaultControls, type YocoControls } from './yoco-controls.ts';
import type { YocoSettings } from './yoco-options.ts';

/** Everything one Yoco stand-in has: settings, stored checkouts and keys, test switches, logs and webhook machinery. */
export interface YocoState {
  settings: YocoSettings;
  /** The hosted page a checkout's redirectUrl points at. */
  redirectUrl(checkoutId: string): string;
  checkouts: CheckoutStore;
  idempotency: IdempotencyStore;
  /** Registered through POST /api/webhooks; none at start, as at a new Yoco account. */
  subscriptions: WebhookSubscription[];
  controls: YocoControls;
  delivery: WebhookDelivery;
  deliveries: BoundedLog<DeliveryAttempt>;
  /**
   * Back to the start state: no checkouts, keys, faults, logs or pending deliveries. Registered webhooks stay: they
   * are the account's set-up (the product registered one at start), not a test's data.
   */
  reset(): void;
}

const logLimit = 1000;

export function createYocoState(settings: YocoSettings, redirectUrl: (checkoutId: string) => string): YocoState {
  const deliveries = createBoundedLog<DeliveryAttempt>(logLimit);
  const state: YocoState = {
    settings,
    redirectUrl,
    checkouts: createCheckoutStore(),
    idempotency: createIdempotencyStore(settings.now),
    subscriptions: [],
    controls: defaultControls(),
    delivery: createWebhookDelivery({
      now: settings.now,
      retryScale: settings.retryScale,
      subscriptions: () => state.subscriptions,
      faults: () => state.controls.webhooks,
      record: (attempt) => deliveries.push(attempt),
    }),
    deliveries,
    reset() {
      state.delivery.cancelAll();
      state.checkouts.clear();
      state.idempotency.clear();
      state.controls = defaultControls();
      state.deliveries.clear();
    },
  };
  return state;
}
