import type { Queue } from 'bullmq';
import { jobOptions, noticeJobId, type NoticeJob } from './index.ts';

/** Queues the sending of recorded notices, one job per notice id (a second enqueue of one still known is a no-op). */
export async function queueMemberNotices(queue: Queue<NoticeJob>, noticeIds: readonly string[]): Promise<void> {
  if (!noticeIds.length) return;
  await queue.addBulk(
    noticeIds.map((noticeId) => ({
      name: 'send-member-notice',
      data: { kind: 'send-member-notice' as const, noticeId },
      opts: { ...jobOptions.notices, jobId: noticeJobId(noticeId) },
    })),
  );
}
