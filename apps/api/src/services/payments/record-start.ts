import type { FastifyInstance } from 'fastify';
import type { Executor } from '@guidepass/db';
import { maintenance } from '@guidepass/jobs';
import { countOpenStarts, lockMember } from '../../repositories/open-starts-repository.ts';
import { TooManyOpenPayments } from '../../errors.ts';

/**
 * Refuses a start (429 `too-many-open-payments`) when the member already has RATE_LIMIT_OPEN_PAYMENTS_PER_USER open
 * ones (product.md §15). An open start lapses after the 24 h a payment may stay unpaid (the maintenance sweep's);
 * Retry-After says when the oldest one does.
 */
export async function refuseWithoutRoom(app: FastifyInstance, db: Executor, userId: string): Promise<void> {
  const lifetimeMs = maintenance.staleCreatedPaymentMs;
  const open = await countOpenStarts(db, userId, new Date(Date.now() - lifetimeMs));
  if (open.count < app.config.rateLimit.openPaymentsPerUser) return;
  const lapsesAt = (open.oldest?.getTime() ?? Date.now()) + lifetimeMs;
  throw new TooManyOpenPayments(Math.max(1, Math.ceil((lapsesAt - Date.now()) / 1000)));
}

/**
 * Records a payment or subscription start (`record`: our row, before anything is opened at the provider) unless the
 * member has no room for another. Counted and recorded under the member's row lock in one transaction, so parallel
 * starts cannot all see room.
 */
export async function recordStartIfRoom<T>(app: FastifyInstance, userId: string, record: (trx: Executor) => Promise<T>): Promise<T> {
  return app.db.transaction().execute(async (trx) => {
    await lockMember(trx, userId);
    await refuseWithoutRoom(app, trx, userId);
    return record(trx);
  });
}
