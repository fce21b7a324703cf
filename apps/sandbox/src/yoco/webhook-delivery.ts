import type { YocoEvent, YocoEventType } from './webhook-events.ts';
import { newWebhookSecret, signWebhook } from './webhook-signature.ts';
import type { WebhookSubscription } from './webhook-subscriptions.ts';
import type { WebhookFaults } from './yoco-controls.ts';
import { randomYocoId } from './yoco-ids.ts';

/** Yoco's schedule after a failed attempt: immediately, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const retryDelaysMs = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
// Yoco expects an answer within 15 s.
const attemptTimeoutMs = 15_000;

/** One try at delivering one event, as the control endpoint /_control/deliveries shows it. */
export interface DeliveryAttempt {
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

export interface WebhookDeliveryDependencies {
  now: () => number;
  retryScale: number;
  subscriptions: () => WebhookSubscription[];
  faults: () => WebhookFaults;
  record: (attempt: DeliveryAttempt) => void;
}

export interface WebhookDelivery {
  /** Queues the event for every subscription of its mode; delivery happens after the caller has answered. */
  enqueue(event: YocoEvent): void;
  /** Starts delivering events kept by the hold fault; returns how many messages were released. */
  release(): number;
  /** Forgets held, scheduled and in-flight deliveries (control reset). */
  cancelAll(): void;
  /** cancelAll, and nothing new is scheduled afterwards (server closing). */
  close(): void;
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

export function createWebhookDelivery(dependencies: WebhookDeliveryDependencies): WebhookDelivery {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
  let held: Message[] = [];
  // Bumped on cancel so attempts that were already running neither record nor reschedule.
  let generation = 0;
  let closed = false;

  function later(delayMs: number, run: () => void): void {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, delayMs);
    timers.add(timer);
  }

  async function attempt(message: Message, attemptNumber: number): Promise<void> {
    const startedIn = generation;
    const faults = dependencies.faults();
    const timestamp = Math.floor(dependencies.now() / 1000) - faults.staleTimestampSeconds;
    const secret = faults.badSignature ? newWebhookSecret() : message.subscription.secret;
    const controller = new AbortController();
    inFlight.add(controller);
    let status: number | null = null;
    let error: string | null = null;
    try {
      status = await post(message, timestamp, secret, AbortSignal.any([controller.signal, AbortSignal.timeout(attemptTimeoutMs)]));
    } catch (cause) {
      error = cause instanceof Error && cause.name === 'TimeoutError'
        ? `no answer within ${attemptTimeoutMs} ms`
        : String((cause as Error)?.cause ?? cause);
    } finally {
      inFlight.delete(controller);
    }
    if (startedIn !== generation) return;

    dependencies.record({
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
      at: new Date(dependencies.now()).toISOString(),
    });
    const delivered = status !== null && status >= 200 && status < 300;
    const retryDelay = retryDelaysMs[attemptNumber - 1];
    if (!delivered && retryDelay !== undefined) {
      later(retryDelay * dependencies.retryScale, () => void attempt(message, attemptNumber + 1));
    }
  }

  function send(message: Message): void {
    later(0, () => void attempt(message, 1));
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
    enqueue(event) {
      const webhookId = randomYocoId('msg');
      const rawBody = JSON.stringify(event);
      const { duplicate, hold } = dependencies.faults();
      const receivers = dependencies.subscriptions().filter((subscription) => subscription.mode === event.payload.mode);
      const messages = receivers.flatMap((subscription) =>
        Array.from({ length: duplicate }, (_, index) => ({ event, webhookId, rawBody, subscription, copy: index + 1 })),
      );
      if (hold) held.push(...messages);
      else messages.forEach(send);
    },
    release() {
      const released = held;
      held = [];
      released.forEach(send);
      return released.length;
    },
    cancelAll,
    close() {
      closed = true;
      cancelAll();
    },
  };
}
