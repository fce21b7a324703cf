/** The queues, their job payloads and their options: the contract between the API (producer) and the worker. */
export const queueNames = {
  mail: 'mail',
  payments: 'payments',
  maintenance: 'maintenance',
} as const;

export type QueueName = (typeof queueNames)[keyof typeof queueNames];

/** Mail jobs carry the token row's id, never the token: the worker derives the secret itself. */
export type MailJob =
  | { kind: 'verify-email'; tokenId: string }
  | { kind: 'password-reset'; tokenId: string };

export type MailJobKind = MailJob['kind'];

/** Job options per queue: retries with exponential backoff, bounded history. */
export const jobOptions = {
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
