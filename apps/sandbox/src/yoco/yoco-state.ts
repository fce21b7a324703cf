import { createBoundedLog, type BoundedLog } from './bounded-log.ts';
import { createCheckoutStore, type CheckoutStore } from './checkout-store.ts';
import { createIdempotencyStore, type IdempotencyStore } from './idempotency-store.ts';
import { createWebhookDispatcher, type DeliveryRecord, type WebhookDispatcher } from './webhook-dispatcher.ts';
import { createWebhookSubscriptions, type WebhookSubscriptions } from './webhook-subscriptions.ts';
import { defaultControls, type YocoControls } from './yoco-controls.ts';
import type { ResolvedYocoOptions } from './yoco-options.ts';

export interface RequestLogEntry {
  at: string;
  method: string;
  url: string;
  idempotencyKey: string | null;
  body: unknown;
  statusCode: number;
  replayed: boolean;
}

/** Everything one Yoco stand-in remembers; built per server, never at module level. */
export interface YocoState {
  options: ResolvedYocoOptions;
  /** The hosted page a checkout's redirectUrl points at. */
  redirectUrl(checkoutId: string): string;
  checkouts: CheckoutStore;
  idempotency: IdempotencyStore;
  subscriptions: WebhookSubscriptions;
  controls: YocoControls;
  dispatcher: WebhookDispatcher;
  requests: BoundedLog<RequestLogEntry>;
  deliveries: BoundedLog<DeliveryRecord>;
  /** Back to the start state: no checkouts, keys, faults, logs or pending deliveries. */
  reset(): void;
}

const logLimit = 1000;

export function createYocoState(options: ResolvedYocoOptions, redirectUrl: (checkoutId: string) => string): YocoState {
  const subscriptions = createWebhookSubscriptions(
    options.newId,
    options.preregisteredWebhook
      ? [{ name: 'sandbox-preregistered', mode: options.mode, ...options.preregisteredWebhook }]
      : [],
  );
  const deliveries = createBoundedLog<DeliveryRecord>(logLimit);
  const state: YocoState = {
    options,
    redirectUrl,
    checkouts: createCheckoutStore(),
    idempotency: createIdempotencyStore(options.now),
    subscriptions,
    controls: defaultControls(),
    dispatcher: createWebhookDispatcher({
      now: options.now,
      newId: options.newId,
      retryScale: options.retryScale,
      timeoutMs: options.webhookTimeoutMs,
      subscriptions: () => subscriptions.list(),
      faults: () => state.controls.webhooks,
      record: (delivery) => deliveries.push(delivery),
    }),
    requests: createBoundedLog<RequestLogEntry>(logLimit),
    deliveries,
    reset() {
      state.dispatcher.cancelAll();
      state.checkouts.clear();
      state.idempotency.clear();
      state.subscriptions.reset();
      state.controls = defaultControls();
      state.requests.clear();
      state.deliveries.clear();
    },
  };
  return state;
}
