/** The queues, their job payloads and their options: the contract between the API (producer) and the worker. */
export const queueNames = {
  mail: 'mail',
  payments: 'payments',
  maintenance: 'maintenance',
} as const;

export type QueueName = (typeof queueNames)[keyof typeof queueNames];

/** What every job may carry besides its ids: the API request that queued it, so logs can be followed across. */
export interface JobContext {
  requestId?: string;
}

/**
 * Mail jobs carry the token row's id, never the token: the worker derives the secret itself. For
 * `salesperson-invite` the row is the salesperson_invites row (product.md §9).
 */
export type MailJob = (
  | { kind: 'verify-email'; tokenId: string }
  | { kind: 'password-reset'; tokenId: string }
  | { kind: 'salesperson-invite'; tokenId: string }
) & JobContext;

export type MailJobKind = MailJob['kind'];

/** Payment jobs carry our ids; the worker reads the rest from Postgres. */
export type PaymentJob = (
  | { kind: 'capture-paypal-order'; paymentId: string }
  | { kind: 'confirm-yoco-checkout'; paymentId: string }
  | { kind: 'process-webhook-event'; webhookEventId: string }
) & JobContext;

export type MaintenanceJob =
  | { kind: 'expire-stale-payments' }
  | { kind: 'requeue-webhook-events' }
  | { kind: 'sweep-sessions' }
  | { kind: 'sweep-email-tokens' }
  | { kind: 'sweep-webhook-events' };

/** The retention sweeps among the maintenance jobs (their periods are configuration: `Config['retention']`). */
export const retentionSweeps = ['sweep-sessions', 'sweep-email-tokens', 'sweep-webhook-events'] as const satisfies readonly MaintenanceJob['kind'][];

/** How often the maintenance sweeps run, the ages they act on, and how many rows one retention statement touches. */
export const maintenance = {
  everyMs: 60_000,
  staleCreatedPaymentMs: 24 * 60 * 60 * 1000,
  unprocessedWebhookMs: 5 * 60 * 1000,
  retentionEveryMs: 60 * 60 * 1000,
  retentionBatchSize: 5_000,
} as const;

/** Job options per queue: retries with exponential backoff, bounded history. */
export const jobOptions = {
  payments: {
    attempts: 8,
    backoff: { type: 'exponential', delay: 1_000 },
    removeOnComplete: { age: 60 },
    removeOnFail: { count: 5_000 },
  },
  maintenance: { removeOnComplete: { count: 100 }, removeOnFail: { count: 100 } },
  mail: {
    attempts: 6,
    backoff: { type: 'exponential', delay: 2_000 },
    removeOnComplete: { count: 1_000 },
    removeOnFail: { count: 5_000 },
  },
} as const;

/** The job id that makes a second enqueue of the same mail a no-op while the first is still known (BullMQ forbids ":" in ids). */
export function mailJobId(job: MailJob): string {
  return `${job.kind}-${job.tokenId}`;
}
