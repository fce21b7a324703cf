import type { YocoEvent, YocoEventType } from './webhook-events.ts';
import { newWebhookSecret, signWebhook } from './webhook-signature.ts';
import type { WebhookSubscription } from './webhook-subscriptions.ts';
import type { WebhookFaults } from './yoco-controls.ts';
import type { NewYocoId } from './yoco-ids.ts';

/** Yoco's schedule after a failed attempt: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const retryDelaysMs = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

export interface DeliveryRecord {
  eventId: string;
  type: YocoEventType;
  webhookId: string;
  subscriptionId: string;
  url: string;
  /** 1…n when the duplicate fault sends an event n times. */
  copy: number;
  /** 1 for the first try, 2 for the first retry, … */
  attempt: number;
  /** The webhook-timestamp header sent (unix seconds). */
  timestamp: number;
  /** The receiver's HTTP status, null when it did not answer. */
  status: number | null;
  error: string | null;
  at: string;
}

export interface WebhookDispatcherDeps {
  now: () => number;
  newId: NewYocoId;
  retryScale: number;
  timeoutMs: number;
  subscriptions: () => WebhookSubscription[];
  faults: () => WebhookFaults;
  record: (delivery: DeliveryRecord) => void;
}

export interface WebhookDispatcher {
  /** Queues the event for every subscription; delivery happens after the caller has answered. */
  emit(event: YocoEvent): void;
  /** Starts delivering events kept by the hold fault; returns how many messages were released. */
  release(): number;
  /** Forgets held, scheduled and in-flight deliveries (control reset). */
  cancelAll(): void;
  /** cancelAll, and nothing new is scheduled afterwards (server closing). */
  stop(): void;
}

interface Message {
  event: YocoEvent;
  webhookId: string;
  rawBody: string;
  subscription: WebhookSubscription;
  copy: number;
}

async function post(message: Message, timestamp: number, secret: string, signal: AbortSignal): Promise<number> {
  const response = await fetch(message.subscription.url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'GuidePass-Yoco-Sandbox/1.0',
      'webhook-id': message.webhookId,
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(secret, message.webhookId, timestamp, message.rawBody),
    },
    body: message.rawBody,
    redirect: 'manual',
    signal,
  });
  await response.arrayBuffer().catch(() => undefined);
  return response.status;
}

export function createWebhookDispatcher(deps: WebhookDispatcherDeps): WebhookDispatcher {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
  let held: Message[] = [];
  // Bumped on cancel so attempts that were already running neither record nor reschedule.
  let generation = 0;
  let stopped = false;

  function schedule(run: () => void, delayMs: number): void {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timers.add(timer);
  }

  async function attempt(message: Message, attemptNumber: number): Promise<void> {
    const startedIn = generation;
    const faults = deps.faults();
    const timestamp = Math.floor(deps.now() / 1000) - faults.staleTimestampSeconds;
    const secret = faults.badSignature ? newWebhookSecret() : message.subscription.secret;
    const controller = new AbortController();
    inFlight.add(controller);
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await post(message, timestamp, secret, AbortSignal.any([controller.signal, AbortSignal.timeout(deps.timeoutMs)]));
    } catch (cause) {
      error = cause instanceof Error && cause.name === 'TimeoutError'
        ? `no answer within ${deps.timeoutMs} ms`
        : String((cause as Error)?.cause ?? cause);
    } finally {
      inFlight.delete(controller);
    }
    if (startedIn !== generation) return;

    deps.record({
      eventId: message.event.id,
      type: message.event.type,
      webhookId: message.webhookId,
      subscriptionId: message.subscription.id,
      url: message.subscription.url,
      copy: message.copy,
      attempt: attemptNumber,
      timestamp,
      status,
      error,
      at: new Date(deps.now()).toISOString(),
    });
    const delivered = status !== null && status >= 200 && status < 300;
    const retryDelay = retryDelaysMs[attemptNumber - 1];
    if (!delivered && retryDelay !== undefined) {
      schedule(() => void attempt(message, attemptNumber + 1), retryDelay * deps.retryScale);
    }
  }

  function start(message: Message): void {
    schedule(() => void attempt(message, 1), deps.faults().delayMs);
  }

  function cancelAll(): void {
    generation += 1;
    held = [];
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    for (const controller of inFlight) controller.abort();
    inFlight.clear();
  }

  return {
    emit(event) {
      const webhookId = deps.newId('msg');
      const rawBody = JSON.stringify(event);
      const messages = deps.subscriptions().flatMap((subscription) =>
        Array.from({ length: deps.faults().duplicate }, (_, index) => ({ event, webhookId, rawBody, subscription, copy: index + 1 })),
      );
      if (deps.faults().hold) held.push(...messages);
      else messages.forEach(start);
    },
    release() {
      const released = held;
      held = [];
      released.forEach(start);
      return released.length;
    },
    cancelAll,
    stop() {
      stopped = true;
      cancelAll();
    },
  };
}
