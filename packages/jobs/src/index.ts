import type { OlderConfirmJobKind, SubscriptionConfirmJobKind } from '@guidepass/domain/payment-providers';

/** The queues, their job payloads and their options: the contract between the API (producer) and the worker. */
export const queueNames = {
  mail: 'mail',
  payments: 'payments',
  maintenance: 'maintenance',
  notices: 'notices',
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
  /** ask the payment's provider for proof through its gateway and apply it, whichever the provider */
  | { kind: 'confirm-payment'; paymentId: string }
  /** the older names of confirm-payment, for jobs queued before it: they confirm only a payment of their provider */
  | { kind: OlderConfirmJobKind; paymentId: string }
  /** read a subscription and its transactions after the buyer's return; credit each completed sale once */
  | { kind: SubscriptionConfirmJobKind; subscriptionId: string }
  | { kind: 'process-webhook-event'; webhookEventId: string }
  /**
   * a mobile-money payment waiting for the member's approval on the phone (product.md §13): ask the provider on the
   * schedule of `mobileApproval` until a final answer or `until` (the payment time limit, ISO) has passed
   */
  | { kind: 'await-mobile-approval'; paymentId: string; until: string }
  /**
   * a refund the provider holds for its checker (DPO verifyRefund 009, providers.md §6.8): ask on the schedule of
   * `refundFollowUp` until it is approved (then the take-back) or declined
   */
  | { kind: 'follow-refund'; refundCheckId: string }
) & JobContext;

/**
 * How often the worker asks about a refund waiting for the provider's checker: every 5 s for 2 minutes, every minute
 * for the first hour, then every 15 minutes; after `giveUpAfterMs` it stops and the refund stays pending for the admin.
 */
export const refundFollowUp = {
  giveUpAfterMs: 30 * 24 * 60 * 60_000,
  delayAfterMs(elapsedMs: number): number {
    return elapsedMs < 2 * 60_000 ? 5_000 : elapsedMs < 60 * 60_000 ? 60_000 : 15 * 60_000;
  },
} as const;

/**
 * How often the worker asks about a payment awaiting approval on a phone: every 5 s for the first 2 minutes (an
 * approval is seen within 10 s even if the member closed the app), then every 15 s, every 30 s after 5 minutes; after
 * the time limit it asks once more `afterLimitMs` later and expires the payment if still unapproved.
 */
export const mobileApproval = {
  afterLimitMs: 30_000,
  delayAfterMs(elapsedMs: number): number {
    return elapsedMs < 2 * 60_000 ? 5_000 : elapsedMs < 5 * 60_000 ? 15_000 : 30_000;
  },
} as const;

export type MaintenanceJob =
  | { kind: 'expire-stale-payments' }
  | { kind: 'requeue-webhook-events' }
  | { kind: 'sweep-sessions' }
  | { kind: 'sweep-email-tokens' }
  | { kind: 'sweep-webhook-events' };

/**
 * Membership notices (product.md §8): the repeatable sweep that records what is due (ends soon, ended, receipts
 * missed), the mailing of one recorded member_notices row by its id, and the push of a mailed notice to one of its
 * member's devices (push_subscriptions row): a job per device, so a push failure never repeats the mail or another push.
 */
export type NoticeJob = (
  | { kind: 'send-member-notice'; noticeId: string }
  | { kind: 'push-member-notice'; noticeId: string; subscriptionId: string }
  | { kind: 'sweep-member-notices' }
) & JobContext;

/** The job id that makes a second enqueue of the same notice a no-op while the first is still known. */
export function noticeJobId(noticeId: string): string {
  return `member-notice-${noticeId}`;
}

/** The job id of one notice's push to one device (likewise a no-op when queued again). */
export function noticePushJobId(noticeId: string, subscriptionId: string): string {
  return `member-notice-push-${noticeId}-${subscriptionId}`;
}

/** Web Push requests: how long a push service keeps an undelivered notice (seconds) and how long we wait for it to answer. */
export const noticePush = { ttlSeconds: 4 * 24 * 60 * 60, requestTimeoutMs: 10_000 } as const;

/**
 * What the notices sweep acts on: ended memberships no older than `endedLookbackMs` (older ones are not news),
 * payments credited at least `receiptCatchUpAfterMs` ago but within `receiptCatchUpWithinMs` that have no receipt
 * yet (the worker stopped between the credit and the receipt), recorded notices still unsent after
 * `unsentRequeueAfterMs` but within `unsentRequeueWithinMs` (Redis was down), and at most `batchSize` rows per statement.
 */
export const memberNotices = {
  endedLookbackMs: 7 * 24 * 60 * 60 * 1000,
  receiptCatchUpAfterMs: 60 * 1000,
  receiptCatchUpWithinMs: 24 * 60 * 60 * 1000,
  unsentRequeueAfterMs: 2 * 60 * 1000,
  unsentRequeueWithinMs: 24 * 60 * 60 * 1000,
  batchSize: 500,
} as const;

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
  notices: {
    attempts: 6,
    backoff: { type: 'exponential', delay: 2_000 },
    removeOnComplete: { count: 1_000 },
    removeOnFail: { count: 5_000 },
  },
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
