import type { WebhookFaults } from './paypal-controls.ts';
import type { IdGenerator } from './paypal-ids.ts';
import type { PaypalSettings } from './paypal-options.ts';
import type { Webhook, WebhookEvent } from './paypal-store.ts';
import { transmissionMessage, type WebhookSigner } from './webhook-signature.ts';

// PayPal retries a failed delivery up to 25 times over about 3 days; after the configured delays, once a minute here.
const maxAttempts = 25;
const retryEveryMs = 60_000;
const attemptTimeoutMs = 10_000;

/** One try at delivering one event, as the control endpoint /_control/deliveries shows it. */
export interface DeliveryAttempt {
  event_id: string;
  event_type: string;
  webhook_id: string;
  url: string;
  /** 1 for the first try of a delivery, 2 for its first retry, … */
  attempt: number;
  /** Which copy when the duplicate fault sends an event more than once (1-based). */
  copy: number;
  transmission_id: string;
  status_code: number | null;
  error: string | null;
  time: string;
}

export interface WebhookDelivery {
  /** Queues the deliveries of events emitted together; never waits for the receivers. */
  enqueue(events: WebhookEvent[]): void;
  /** Sends held events now; returns how many deliveries were released. */
  release(): number;
  /** Stops timers and in-flight requests (sandbox shutdown). */
  close(): void;
}

export interface WebhookDeliveryDependencies {
  settings: PaypalSettings;
  ids: IdGenerator;
  signer: WebhookSigner;
  certUrl: () => string;
  webhooks: () => Webhook[];
  faults: () => WebhookFaults;
  record: (attempt: DeliveryAttempt) => void;
}

interface DeliveryJob {
  event: WebhookEvent;
  rawBody: string;
  webhook: Webhook;
  copy: number;
  /** The switches as they were when the event was emitted. */
  faults: WebhookFaults;
}

function subscribes(webhook: Webhook, eventType: string): boolean {
  return webhook.eventTypes.includes('*') || webhook.eventTypes.includes(eventType);
}

function withHost(url: string, host: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${host}${parsed.pathname}${parsed.search}`;
}

function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timeout';
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  return typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : error.message;
}

export function createWebhookDelivery(dependencies: WebhookDeliveryDependencies): WebhookDelivery {
  const { settings, ids, signer } = dependencies;
  const held: DeliveryJob[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
  let closed = false;

  function later(delayMs: number, run: () => void): void {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!closed) run();
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  function signedHeaders(job: DeliveryJob, transmissionId: string, transmissionTime: string): Record<string, string> {
    const message = transmissionMessage(transmissionId, transmissionTime, job.webhook.id, job.rawBody);
    // Signing a different string keeps the signature well-formed but makes it fail verification.
    const signature = signer.sign(job.faults.badSignature ? `${message}|tampered` : message);
    const certUrl = job.faults.certUrlHost ? withHost(dependencies.certUrl(), job.faults.certUrlHost) : dependencies.certUrl();
    return {
      'content-type': 'application/json',
      'user-agent': 'PayPal/AUHD-214.0-58830908 (GuidePass sandbox)',
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': transmissionTime,
      'paypal-transmission-sig': signature,
      'paypal-cert-url': certUrl,
      'paypal-auth-algo': 'SHA256withRSA',
    };
  }

  async function attempt(job: DeliveryJob, attemptNumber: number): Promise<void> {
    const transmissionId = ids.uuid();
    const transmissionTime = settings.now().toISOString();
    const controller = new AbortController();
    inFlight.add(controller);
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(job.webhook.url, {
        method: 'POST',
        headers: signedHeaders(job, transmissionId, transmissionTime),
        body: job.rawBody,
        redirect: 'manual',
        signal: AbortSignal.any([controller.signal, AbortSignal.timeout(attemptTimeoutMs)]),
      });
      statusCode = response.status;
      await response.body?.cancel();
    } catch (caught) {
      error = describeFailure(caught);
    } finally {
      inFlight.delete(controller);
    }
    if (closed) return;
    dependencies.record({
      event_id: job.event.id,
      event_type: job.event.event_type,
      webhook_id: job.webhook.id,
      url: job.webhook.url,
      attempt: attemptNumber,
      copy: job.copy,
      transmission_id: transmissionId,
      status_code: statusCode,
      error,
      time: transmissionTime,
    });
    const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
    if (!delivered && attemptNumber < maxAttempts) {
      later(settings.webhookRetryDelaysMs[attemptNumber - 1] ?? retryEveryMs, () => void attempt(job, attemptNumber + 1));
    }
  }

  // First attempts of one batch go one after another so the receiver sees the batch's order; retries run on their own.
  function send(jobs: DeliveryJob[]): void {
    if (jobs.length === 0) return;
    later(0, () => {
      void jobs.reduce((previous, job) => previous.then(() => attempt(job, 1)), Promise.resolve());
    });
  }

  return {
    enqueue(events) {
      const faults = structuredClone(dependencies.faults());
      const webhooks = dependencies.webhooks();
      const jobs = events.flatMap((event) => {
        const rawBody = JSON.stringify(event);
        return webhooks
          .filter((webhook) => subscribes(webhook, event.event_type))
          .flatMap((webhook) =>
            Array.from({ length: faults.duplicate }, (_, index) => ({ event, rawBody, webhook, copy: index + 1, faults })),
          );
      });
      if (faults.hold) held.push(...jobs);
      else send(jobs);
    },
    release() {
      const jobs = held.splice(0);
      send(jobs);
      return jobs.length;
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const controller of inFlight) controller.abort();
      held.length = 0;
    },
  };
}
