import type { Queue } from 'bullmq';
import type { Transporter } from 'nodemailer';
import type { Db } from '@guidepass/db';
import { jobOptions, noticePushJobId, type NoticeJob } from '@guidepass/jobs';
import { composeNotice, type NoticeSkip } from './compose-notice.ts';
import { deleteUnsentNotice, markNoticeSent, markPushesQueued } from './member-notices-repository.ts';
import { listPushSubscriptionIds } from './push-subscriptions-repository.ts';

export interface NoticeSenderDeps {
  db: Db;
  transporter: Transporter;
  from: string;
  appUrl: string;
  /** where each device's push is queued after the mail went; absent when push is off (no VAPID keys) */
  pushes?: Queue<NoticeJob>;
  /** the configured payment providers' names, which the payment-failed mail offers; every provider's when absent */
  providers?: readonly string[];
}

export type NoticeOutcome = 'sent' | NoticeSkip;

/** Queues the push of a notice to each of its member's devices (one job each; a second enqueue of one still known is a no-op). */
async function queuePushes(queue: Queue<NoticeJob>, db: Db, noticeId: string, userId: string): Promise<void> {
  const subscriptionIds = await listPushSubscriptionIds(db, userId);
  if (!subscriptionIds.length) return;
  await queue.addBulk(
    subscriptionIds.map((subscriptionId) => ({
      name: 'push-member-notice',
      data: { kind: 'push-member-notice' as const, noticeId, subscriptionId },
      opts: { ...jobOptions.notices, jobId: noticePushJobId(noticeId, subscriptionId) },
    })),
  );
}

/**
 * Mails one recorded notice and marks it sent, then queues its pushes and marks them queued. A notice whose member is
 * gone, or whose expiry moved since it was recorded, sends nothing (a moved expiry's notice is forgotten: the new
 * expiry gets its own). An SMTP or Redis failure throws, so the job is retried: a retry after the mail went (Redis out
 * while queueing the pushes) queues the pushes without mailing again. Only a crash between the mail and its mark can
 * repeat that one mail, and one between queueing the pushes and their mark queues them under the same job ids.
 */
export async function sendMemberNotice(deps: NoticeSenderDeps, noticeId: string, now = new Date()): Promise<NoticeOutcome> {
  const notice = await composeNotice(deps.db, deps.appUrl, noticeId, now, deps.providers);
  if ('skip' in notice) {
    if (notice.forget) await deleteUnsentNotice(deps.db, noticeId);
    return notice.skip;
  }
  if (!notice.sentAt) {
    await deps.transporter.sendMail({ from: deps.from, to: notice.to, ...notice.mail });
    await markNoticeSent(deps.db, noticeId);
  }
  if (deps.pushes && !notice.pushesQueuedAt) {
    await queuePushes(deps.pushes, deps.db, noticeId, notice.userId);
    await markPushesQueued(deps.db, noticeId);
  }
  return notice.sentAt ? 'already-sent' : 'sent';
}
