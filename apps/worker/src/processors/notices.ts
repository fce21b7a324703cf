import type { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { NoticeJob } from '@guidepass/jobs';
import { sendMemberNotice, type NoticeOutcome, type NoticeSenderDeps } from '../notices/send-member-notice.ts';
import { sweepMemberNotices, type NoticeSweepCounts } from '../notices/sweep-member-notices.ts';

/**
 * The `notices` queue: the repeatable sweep that records and queues the membership notices that are due, and the
 * sending of one recorded notice.
 */
export function createNoticesProcessor(deps: NoticeSenderDeps & { notices: Queue<NoticeJob>; reminderHours: number; logger: Logger }) {
  return async function processNotice(job: Job<NoticeJob>): Promise<NoticeOutcome | NoticeSweepCounts> {
    const data = job.data;
    if (data.kind === 'sweep-member-notices') {
      const counts = await sweepMemberNotices({ db: deps.db, notices: deps.notices, reminderHours: deps.reminderHours });
      if (counts.endsSoon || counts.ended || counts.receipts || counts.requeued) deps.logger.info(counts, 'membership notices queued');
      return counts;
    }
    const outcome = await sendMemberNotice(deps, data.noticeId);
    deps.logger.info({ jobId: job.id, noticeId: data.noticeId, outcome }, 'membership notice done');
    return outcome;
  };
}
