import type { Queue } from 'bullmq';
import type { Db } from '@guidepass/db';
import { memberNotices, type NoticeJob } from '@guidepass/jobs';
import { inBatches } from '../retention/in-batches.ts';
import { findUnsentNotices, recordDueExpiryNotices } from './member-notices-repository.ts';
import { queueMemberNotices } from '@guidepass/jobs/queue-member-notices';
import { findCreditedWithoutReceipt, recordReceipt } from '@guidepass/payments/receipts';

export interface NoticeSweepDeps {
  db: Db;
  notices: Queue<NoticeJob>;
  /** "ends soon" goes this long before a membership ends */
  reminderHours: number;
  batchSize?: number;
}

export interface NoticeSweepCounts {
  endsSoon: number;
  ended: number;
  receipts: number;
  requeued: number;
}

/**
 * One pass of the notices sweep: records and queues what is due — "ends soon" and "has ended" for the member's
 * current expiry, receipts of payments credited without one — a bounded batch per statement, and queues again
 * notices recorded but never sent. Recording first (unique per member, kind and key) is what makes each notice go
 * once, however often the sweep runs or overlaps itself.
 */
export async function sweepMemberNotices(deps: NoticeSweepDeps, now = new Date()): Promise<NoticeSweepCounts> {
  const { db, notices } = deps;
  const batchSize = deps.batchSize ?? memberNotices.batchSize;
  const window = { reminderHours: deps.reminderHours, endedLookbackMs: memberNotices.endedLookbackMs };
  const recordAndQueue = (record: (limit: number) => Promise<string[]>) =>
    inBatches(batchSize, async (limit) => {
      const ids = await record(limit);
      await queueMemberNotices(notices, ids);
      return ids.length;
    });

  const endsSoon = await recordAndQueue((limit) => recordDueExpiryNotices(db, 'ends-soon', window, limit));
  const ended = await recordAndQueue((limit) => recordDueExpiryNotices(db, 'ended', window, limit));

  const creditedFrom = new Date(now.getTime() - memberNotices.receiptCatchUpWithinMs);
  const creditedTo = new Date(now.getTime() - memberNotices.receiptCatchUpAfterMs);
  const missing = await findCreditedWithoutReceipt(db, creditedFrom, creditedTo, batchSize);
  const receiptIds: string[] = [];
  for (const paymentId of missing) {
    const noticeId = await recordReceipt(db, paymentId);
    if (noticeId) receiptIds.push(noticeId);
  }
  await queueMemberNotices(notices, receiptIds);

  // One batch a pass: the same unsent rows would be found again at once (their jobs are de-duplicated by id).
  const unsentFrom = new Date(now.getTime() - memberNotices.unsentRequeueWithinMs);
  const unsent = await findUnsentNotices(db, unsentFrom, new Date(now.getTime() - memberNotices.unsentRequeueAfterMs), batchSize);
  await queueMemberNotices(notices, unsent);

  return { endsSoon, ended, receipts: receiptIds.length, requeued: unsent.length };
}
