import type { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { NoticeJob } from '@guidepass/jobs';
import { pushMemberNotice, type NoticePusherDeps, type PushOutcome } from '../notices/push-member-notice.ts';
import { sendMemberNotice, type NoticeOutcome, type NoticeSenderDeps } from '../notices/send-member-notice.ts';
import { sweepMemberNotices, type NoticeSweepCounts } from '../notices/sweep-member-notices.ts';

/**
 * The `notices` queue: the repeatable sweep that records and queues the membership notices that are due, the
 * mailing of one recorded notice, and its push to one device (`push` absent: push is off, and none is queued).
 */
export function createNoticesProcessor(
  deps: NoticeSenderDeps & { notices: Queue<NoticeJob>; reminderHours: number; logger: Logger; push: Omit<NoticePusherDeps, 'db' | 'appUrl'> | null },
) {
  const sender: NoticeSenderDeps = { ...deps, ...(deps.push ? { pushes: deps.notices } : {}) };
  return async function processNotice(job: Job<NoticeJob>): Promise<NoticeOutcome | PushOutcome | NoticeSweepCounts> {
    const data = job.data;
    if (data.kind === 'sweep-member-notices') {
      const counts = await sweepMemberNotices({ db: deps.db, notices: deps.notices, reminderHours: deps.reminderHours });
      if (counts.endsSoon || counts.ended || counts.receipts || counts.requeued) deps.logger.info(counts, 'membership notices queued');
      return counts;
    }
    if (data.kind === 'push-member-notice') {
      if (!deps.push) return 'no-device';
      const outcome = await pushMemberNotice({ db: deps.db, appUrl: deps.appUrl, ...deps.push }, data.noticeId, data.subscriptionId);
      deps.logger.info({ jobId: job.id, noticeId: data.noticeId, subscriptionId: data.subscriptionId, outcome }, 'membership notice push done');
      return outcome;
    }
    const outcome = await sendMemberNotice(sender, data.noticeId);
    deps.logger.info({ jobId: job.id, noticeId: data.noticeId, outcome }, 'membership notice done');
    return outcome;
  };
}
